import type { Choice, Prompt, Rejection } from './types.js';

/** Checks a choice against its prompt's shape; rules beyond the shape are the step's job. */
export function checkChoice(prompt: Prompt, choice: Choice): Rejection | null {
  switch (prompt.kind) {
    case 'confirm':
      return typeof choice === 'boolean' ? null : { code: 'BAD_CHOICE', message: 'expected yes or no' };
    case 'option':
      if (typeof choice !== 'string') return { code: 'BAD_CHOICE', message: 'expected an option' };
      return prompt.options?.some((o) => o.id === choice) ? null : { code: 'BAD_CHOICE', message: `no option ${choice}` };
    case 'seats': {
      if (!Array.isArray(choice) || !choice.every((x) => Number.isInteger(x))) {
        return { code: 'BAD_CHOICE', message: 'expected a list of seats' };
      }
      if (new Set(choice).size !== choice.length) return { code: 'BAD_CHOICE', message: 'a seat was chosen twice' };
      if (choice.length < prompt.min) return { code: 'TOO_FEW', message: `choose at least ${prompt.min}` };
      if (choice.length > prompt.max) return { code: 'TOO_MANY', message: `choose at most ${prompt.max}` };
      const bad = choice.find((seat) => !prompt.seats?.includes(seat));
      if (bad !== undefined) {
        const disabled = prompt.disabled?.find((d) => d.seat === bad);
        return { code: 'NOT_ALLOWED', message: disabled ? disabled.reason : `seat ${bad} cannot be chosen` };
      }
      return null;
    }
  }
}
