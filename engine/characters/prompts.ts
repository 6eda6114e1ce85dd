/*
 * The info the Characters' prompts carry (Prompt.info), by prompt id: what the phone shows above
 * the choices. Their other prompts carry none.
 */
declare module '../types.js' {
  interface PromptInfos {
    /** The Devoted Servant may take the place of this player, voted out. */
    'servant.take': { seat: number };
    /** Once the Fox sniffed: the seat he chose, the three seats around it, and whether a wolf is among them. */
    'fox.sniff': { target: number; seats: number[]; wolf: boolean };
    /** The wolves' victim the Father of Wolves may infect; `failed` once the infection did not take. */
    'wolfFather.infect': { victim: number; failed?: boolean };
  }
}

export {};
