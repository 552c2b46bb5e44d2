import type { TFunction } from 'i18next';
import type { AvatarCharacterId, AvatarStyleId } from '@kp/domain/pog-avatars';

/** A character's name in the reader's language (the ids are the domain's). */
export const characterLabel = (t: TFunction, id: string) => t(`pog.characters.${id as AvatarCharacterId}`);

/** A style's name in the reader's language. */
export const styleLabel = (t: TFunction, id: string) => t(`pog.styles.${id as AvatarStyleId}`);
