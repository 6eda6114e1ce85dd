import type { SeerResult } from '../types.js';

/*
 * The info New Moon's prompts carry (Prompt.info), by prompt id: what the phone shows above the
 * choices. Its other prompts carry none.
 */
declare module '../types.js' {
  interface PromptInfos {
    /** The Executioner announces the card of this dead player (he alone saw it). */
    'executioner.announce': { target: number };
    /** Séance: the ghost the medium asks. */
    'seance.question': { ghost: number };
    /** Séance: the question the ghost answers, the seats pointed at so far, and who asked. */
    'seance.answer': { question: string; pointed: number[]; medium: number | null };
    /** Punishment: the accused player another may vouch for. */
    'punish.vouch': { target: number };
    /** Full Moon Rising: once the wolf chose, whom he inspected and what he saw. */
    'wolves.inspect': { target: number; result: SeerResult['result'] };
  }
}
