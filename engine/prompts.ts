import type { Prompt, PromptInfos, PromptWithInfo } from './types.js';

/*
 * Prompt info, typed by prompt id (`PromptInfos` in types.ts, merged by each step and rule set). The
 * engine writes it with the builders of context.ts or with `setInfo`/`patchInfo`; the phone reads it
 * with `infoOf`. Both sides name the prompt id, so a field renamed in a declaration fails to compile
 * on both; what travels is the same plain object as before.
 */

/** The info of `prompt` if it is a prompt of this id and carries any yet (the Seer's, once she chose). */
export function infoOf<Id extends PromptWithInfo>(prompt: Prompt, id: Id): PromptInfos[Id] | undefined {
  // The one unchecked step: every writer was checked against PromptInfos[id] for this id.
  return prompt.id === id ? (prompt.info as PromptInfos[Id] | undefined) : undefined;
}

/** Puts this id's whole info on the prompt (a result learnt on choosing). */
export function setInfo<Id extends PromptWithInfo>(prompt: Prompt, id: Id, info: PromptInfos[Id]): void {
  if (prompt.id !== id) throw new Error(`prompt ${prompt.id} given the info of ${id}`);
  prompt.info = info;
}

/** Adds facts to the info the prompt already carries (the Little Girl's peek, the caught girl). */
export function patchInfo<Id extends PromptWithInfo>(prompt: Prompt, id: Id, patch: Partial<PromptInfos[Id]>): void {
  if (prompt.id !== id) throw new Error(`prompt ${prompt.id} given the info of ${id}`);
  prompt.info = { ...(prompt.info as PromptInfos[Id]), ...patch };
}
