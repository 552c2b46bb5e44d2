import { CARD_CLASS } from '../../ui/card';
export const QUEST_CARD_CLASS = `${CARD_CLASS} p-4`;
