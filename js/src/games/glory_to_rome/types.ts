// Glory to Rome's view (docs/view-format.md): the core view plus cards, camps and sites.
import type { CoreView, Decision } from "../../core/types";

export interface Card {
  id: number;
  name: string;
  material: string | null;
  role: string | null;
  value: number;
}

/** A card whose identity the viewer may not know. */
export interface HiddenCard {
  hidden: true;
}

export interface Building {
  id: number;
  foundation: Card;
  site: string;
  out_of_town: boolean;
  materials: Card[];
  needed: number;
  complete: boolean;
  public?: boolean;
  stolen?: boolean;
}

export interface Player {
  seat: number;
  name: string;
  influence: number;
  hand: Card[] | null;
  hand_count: number;
  camp: Card[];
  clientele: Card[];
  stockpile: Card[];
  vault: (Card | HiddenCard)[];
  vault_count: number;
  buildings: Building[];
  limits?: { hand?: number; clientele?: number; vault?: number };
  score?: Record<string, number | null>;
}

export interface View extends CoreView {
  format?: number;
  edition: string;
  training?: boolean;
  turn: number;
  leader: number;
  role: string | null;
  decision: Decision | null;
  deck: number;
  jacks: number;
  pool: Card[];
  sites: { in_town: Record<string, number>; out_of_town: Record<string, number> };
  players: Player[];
}

export function isCard(c: Card | HiddenCard): c is Card {
  return !("hidden" in c) && typeof (c as Card).id === "number";
}
