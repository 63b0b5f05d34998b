/**
 * The spec's message template helpers (000 section 5.1):
 * 'Please enter a/an {label}', '{label} must be at least {n} characters long',
 * '{label} must be no more than {n} characters long'.
 *
 * Every rule family builds its required and length messages here, so a field labelled
 * 'agent name' reads 'Please enter an agent name' wherever it appears.
 */

/** Acronym letters whose spoken name starts with a vowel sound: 'an MCP', 'an SLM', 'an API'. */
const VOWEL_SOUND_LETTERS = new Set(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);

/** Words spelt with a vowel but spoken with a consonant sound: 'a user', 'a unique', 'a one-off'. */
const CONSONANT_SOUND_START = /^(uni|use|usu|uti|eu|ewe|one|once)/i;

/** Words spelt with a consonant but spoken with a vowel sound: 'an hour', 'an honest'. */
const SILENT_H_START = /^(hour|honest|honou?r|heir)/i;

/**
 * The indefinite article for a label, chosen by the sound of its first letter:
 * a vowel letter takes 'an' ('an agent name', 'an instruction'), an acronym goes by how its
 * first letter is spoken ('an API name', 'a URL'), and the few English words whose first
 * letter is spoken otherwise follow their sound ('a user name', 'an hour').
 */
export function article(label: string): 'a' | 'an' {
  const word = label.trim().split(/[\s/-]/)[0] ?? '';
  const first = word.charAt(0);
  if (first === '') return 'a';
  const isAcronym = word.length > 1 && /^[A-Z][A-Z0-9]+s?$/.test(word);
  if (isAcronym) return VOWEL_SOUND_LETTERS.has(first) ? 'an' : 'a';
  if (CONSONANT_SOUND_START.test(word)) return 'a';
  if (SILENT_H_START.test(word)) return 'an';
  return /[aeiou]/i.test(first) ? 'an' : 'a';
}

/** 'Please enter a name', 'Please enter an agent name'. */
export function requiredMessage(label: string): string {
  return `Please enter ${article(label)} ${label}`;
}

/** 'Please select a provider', 'Please select an embedding model': the pick-list counterpart. */
export function selectMessage(label: string): string {
  return `Please select ${article(label)} ${label}`;
}

/** Starts a message with the label, so the label's first letter is capitalised. */
function sentenceStart(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** 'Description must be at least 5 characters long'. */
export function minLengthMessage(label: string, min: number): string {
  return `${sentenceStart(label)} must be at least ${min} characters long`;
}

/** 'Name must be no more than 100 characters long'. */
export function maxLengthMessage(label: string, max: number): string {
  return `${sentenceStart(label)} must be no more than ${max} characters long`;
}

/** 'No leading spaces in variable name' (000 section 5.5, 001 section 5 vault). */
export function leadingSpacesMessage(field: string): string {
  return `No leading spaces in ${field}`;
}

/** 'No trailing spaces in variable name'. */
export function trailingSpacesMessage(field: string): string {
  return `No trailing spaces in ${field}`;
}

/** The vault-key pickers' message wherever a secret is chosen from the vault (000 5.4, 001 5, 002 5). */
export const VAULT_KEY_MESSAGE = 'Please select vault key';
