import type { AppServices } from '../../context.ts';
import type { LanguageModel } from './language-model.ts';
import { createTemplateModel } from './template-model.ts';

const templateModel = createTemplateModel();

/** The model the server configured (AppServices.languageModel), or the template assistant. */
export function languageModelOf(services: AppServices): LanguageModel {
  return services.languageModel ?? templateModel;
}
