import { PROPOSED_CODES } from './proposed-codes';

/**
 * The catalogue's refusals (spec section 8) by code, each with its locale key: the client shows
 * them from its own strings, in the member's language, whatever words (or language) the server
 * answered with (issue 25). The spec gives these messages no codes: the codes are proposed
 * (./proposed-codes.ts). Any other refusal shows the server's message where the spec says so
 * (10000: "red notification with the server message").
 */
export const CATALOGUE_KEYS: Readonly<Record<string, string>> = {
  [PROPOSED_CODES.insufficientBalance.code]: 'pay.shortfall',
  [PROPOSED_CODES.phoneRegistered.code]: 'catalogue.phoneRegistered',
  [PROPOSED_CODES.inviteInvalid.code]: 'catalogue.inviteInvalid',
  [PROPOSED_CODES.nameTaken.code]: 'catalogue.nameTaken',
  [PROPOSED_CODES.questionsDuplicated.code]: 'catalogue.questionsDuplicated',
  [PROPOSED_CODES.answerWrong.code]: 'catalogue.answerWrong',
  [PROPOSED_CODES.noSecurityQuestion.code]: 'catalogue.noSecurityQuestion',
  [PROPOSED_CODES.sensitiveWords.code]: 'sensitiveWords.hit',
  [PROPOSED_CODES.accountDisabled.code]: 'accounts.login.state.disabled',
};

/** The locale key of a catalogue refusal, or undefined for any other code. */
export function catalogueKeyOf(code: string | undefined): string | undefined {
  return code === undefined ? undefined : CATALOGUE_KEYS[code];
}
