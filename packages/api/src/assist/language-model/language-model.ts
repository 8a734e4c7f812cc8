// The seam's interface is declared in core, so AppServices (context.ts) can name it.
export type { AgentGuidance, AssistCaller, LanguageModel } from '@leadpath/core/schemas/assist';
