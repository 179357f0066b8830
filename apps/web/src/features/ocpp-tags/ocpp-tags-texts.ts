import { specText, specTexts } from '../../app/i18n/spec-texts';

/** Texts the spec quotes for the tag screens (spec 2 §2, §8), in the user's language. */
export const TAG_TEXTS = specTexts('tags');

type TagTextWithId =
  'duplicate' | 'approved' | 'approveFailure' | 'unknownDeleted' | 'unknownDeleteFailure';

/** A tag text that names the tag: "{{id}}: RFID Tag successfully approved!". */
export function tagText(key: TagTextWithId, id: string): string {
  return specText('tags', key, { id });
}
