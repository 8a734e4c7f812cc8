import type { KnowledgeKind } from '@leadpath/core/schemas/ai-training';

export const kindLabels: Record<KnowledgeKind, string> = {
  'product-fact': 'Product fact',
  'objection-answer': 'Objection answer',
  'forbidden-claim': 'Forbidden claim',
};
