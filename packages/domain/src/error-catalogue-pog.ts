/**
 * The Proof of Gamer card's errors, a part of the error catalogue (error-catalogue.ts, where they
 * are spread in and the rules of how an error is said are written): minting, the avatar, the
 * scores, what a campaign, quest or tournament requires of a card, and the feed's likes.
 */
export const POG_ERRORS = {
  // Minting a POG card (modules/pog): what is missing before a mint, and the card asked for.
  POG_NAME_REQUIRED: { status: 409, message: 'Reserve your POG name first' },
  POG_SLOT_REQUIRED: { status: 409, message: 'Unlock a slot to mint your POG card' },
  POG_SLOT_CURRENCY_NOT_ACCEPTED: { status: 400, message: 'A slot is paid in K-Cash or the reward token' },
  POG_AVATAR_NOT_READY: { status: 409, message: 'Create your avatar before minting your POG card' },
  POG_MINT_IN_PROGRESS: { status: 409, message: 'Your POG card is being minted' },
  POG_NOTHING_TO_RETRY: { status: 409, message: 'There is no failed mint to try again' },
  POG_CARD_NOT_FOUND: { status: 404, message: 'No such POG card' },
  POG_CARD_NOT_MINTED: { status: 409, message: 'Mint your POG card before sharing it' },
  // POG avatars (pog-avatars.ts): the spec's words for the refresh limit, the face and the camera
  AVATAR_REFRESH_LIMIT_REACHED: { status: 429, message: 'Refresh limit reached' },
  AVATAR_FACE_NOT_DETECTED: { status: 422, message: 'Face not detected' },
  // Said by the web client when the device has no camera to take a selfie with; the api never
  // answers it, but the words are the catalogue's like every other error's.
  AVATAR_CAMERA_NOT_FOUND: { status: 404, message: 'Camera not found' },
  AVATAR_GENERATION_FAILED: { status: 502, message: 'API Failure!' },
  AVATAR_CHOICE_INVALID: { status: 422, message: 'This character or style is not one of the chosen genre' },
  AVATAR_STYLE_REQUIRED: { status: 409, message: 'Choose a genre, a character and a style first' },
  AVATAR_SELFIE_REQUIRED: { status: 409, message: 'Upload a selfie first' },
  AVATAR_GENERATION_PENDING: { status: 409, message: 'Your avatar is still being generated' },
  AVATAR_NOT_FOUND: { status: 404, message: 'This avatar does not exist' },
  AVATAR_VARIANT_NOT_FOUND: { status: 404, message: 'This variant does not exist' },
  // Proof of Gamer: scores, cards, the dashboard's GraphQL, and what a campaign, quest or tournament requires
  POG_REQUIREMENT_NOT_MET: {
    status: 403,
    message: 'Your POG card does not meet what this requires yet',
    // What falls short; `details` say by how much and the steps that raise it (pogShortfallOf).
    variants: {
      human_score:
        'This needs a POG human score of at least {required} (yours is {current}): verify your KYC or link more accounts',
      tier: 'This needs the {required} POG tier (yours is {current}): play quests and tournaments, join a clan, link your accounts',
      human_score_and_tier:
        'This needs a POG human score of at least {required} and the {tier} tier: verify your KYC, link your accounts, play quests and tournaments',
    },
  },
  POG_QUERY_TOO_DEEP: { status: 400, message: 'This query nests deeper than {max} levels' },
  POG_QUERY_TOO_COSTLY: { status: 400, message: 'This query costs {cost}, more than the {max} allowed' },
  // The POG feed (modules/pog-feed): a post (a minted card) and its likes, one per gamer, never one's own.
  POG_POST_NOT_FOUND: { status: 404, message: 'This POG card is no longer in the feed' },
  POG_LIKE_OWN_CARD: { status: 403, message: 'You cannot like your own POG card' },
} as const satisfies Record<
  string,
  { status: number; message: string; variants?: Readonly<Record<string, string>> }
>;
