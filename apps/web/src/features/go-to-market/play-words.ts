import type { RouterOutputs } from '@leadpath/api';
import { replyClassLabels } from '@leadpath/core/schemas/assist';
import { playActionLabels, playTriggerLabels } from '@leadpath/core/schemas/playbooks';
import { prospectStatusLabels } from '@leadpath/core/schemas/prospects';
import { taskTypeLabels } from '@leadpath/core/schemas/tasks';

export type Play = RouterOutputs['playbooks']['plays']['list']['plays'][number];

/** "When a meeting is booked", "When there is no reply after 3 days", "When a reply is Interested". */
export function triggerInWords(play: Play): string {
  if (play.trigger === 'no_reply')
    return `No reply after ${play.noReplyDays} day${play.noReplyDays === 1 ? '' : 's'}`;
  if (play.trigger === 'reply_class' && play.replyClass)
    return `A reply classified ${replyClassLabels[play.replyClass]}`;
  return playTriggerLabels[play.trigger];
}

/** "Enroll in a sequence: Meeting prep", "Remove from a sequence: VPs", "Set status to Lost". */
export function actionInWords(play: Play, sequenceName: (id: string | null) => string): string {
  if (play.action === 'set_status' && play.status)
    return `Set status to ${prospectStatusLabels[play.status]}`;
  if (play.action === 'create_task' && play.taskType)
    return `Create a task (${taskTypeLabels[play.taskType]}, due in ${play.taskDueDays ?? 0} day${play.taskDueDays === 1 ? '' : 's'}): ${play.taskTitle ?? ''}`;
  if (play.action === 'push_crm') return playActionLabels.push_crm;
  return `${playActionLabels[play.action]}: ${sequenceName(play.sequenceId)}`;
}

/** "3 matched, 2 done, 1 skipped (Already handled by this play)". */
export function lastRunInWords(run: NonNullable<Play['lastRun']>): string {
  const skipped = run.skipped.reduce((sum, skip) => sum + skip.count, 0);
  const reasons = run.skipped.map((skip) => skip.reason).join('; ');
  return `Last run: ${run.matched} matched, ${run.done} done, ${skipped} skipped${reasons ? ` (${reasons})` : ''}`;
}
