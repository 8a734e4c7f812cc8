import type { AppDatabase } from '@leadpath/db';
import { createChatCompletionsClient } from './chat-completions-client.ts';
import { createChatModel } from './chat-model.ts';
import { dailyCallBudget } from './daily-budget.ts';
import type { LanguageModel } from './language-model.ts';
import { createTemplateModel } from './template-model.ts';

export interface LanguageModelEnv {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
  /** Calls per user per day; default 200. */
  LLM_DAILY_CALLS?: number;
}

export const DEFAULT_DAILY_CALLS = 200;

/** The chat-completions model when LLM_BASE_URL and LLM_MODEL are set; else the template assistant. */
export function selectLanguageModel(
  env: LanguageModelEnv,
  db: AppDatabase,
  now: () => number,
): LanguageModel {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return createTemplateModel();
  const client = createChatCompletionsClient({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY ?? '',
    model: env.LLM_MODEL,
  });
  return createChatModel(
    client,
    env.LLM_MODEL,
    dailyCallBudget(db, now, env.LLM_DAILY_CALLS ?? DEFAULT_DAILY_CALLS),
  );
}
