// The reply classes live in core: the seam's interface (context.ts) and the web read them.
export {
  type ReplyClass,
  type ReplyClassification,
  replyClasses,
  replyClassificationSchema,
} from '@leadpath/core/schemas/assist';
