import type { EnvDoc } from './config-docs';
import { POG_ENV_NAMES } from './modules/pog/pog.config';

/** The README table's rows of the POG avatar generator. */
export const AVATAR_ENV_DOCS: readonly EnvDoc[] = [
  {
    names: [
      'AVATAR_GENERATOR',
      'AVATAR_API_MODEL',
      'AVATAR_API_TIMEOUT_MS',
      'AVATAR_API_URL',
      'AVATAR_API_KEY',
    ],
    default: '`local`, `gpt-image-1`, `120000`, —, —',
    meaning:
      "What draws POG avatars: `local`, on this server from the selfie's face landmarks and colours and the chosen genre, character and style (no outside service); `http`, an OpenAI-compatible image API (`POST /v1/images/edits`) at this URL (without `/v1`) with this bearer key, with this model, each call failing after this long (3 tries, 30 s apart)",
  },
];

/** The README table's rows of POG minting. */
export const POG_ENV_DOCS: readonly EnvDoc[] = [
  {
    names: POG_ENV_NAMES,
    default: '`100000`, `100`, `10`, —',
    meaning:
      "POG cards: how long a mint takes (the spec: about 100 s; progress moves over it); a mint slot's price in K-Cash and in the reward token; the chain cards are minted on as ERC-721 tokens (one of `EVM_CHAINS`, with its RPC URL), its contract (`mint(address,uint256)`, owned by the minter) and the minter's private key (pays the gas; a public development key is refused in production): all three or none, none meaning custodial records. `npm start` sets them to its local chain's POG card contract",
  },
];
