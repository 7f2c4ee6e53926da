// The Great City of Rome's own interface words in French and Spanish: its round band, strip,
// offer, cities and score pad. The renderer hands them to the table as `words`, which the
// table's `t` looks in before its own. The rulebook is English only, so building names stay
// English (Python's `names` renames none); the words around them are plain translations.
// English has one entry: the table's click hint, which here also names spaces and cells.
import { say as sayIn, type Words } from "../../core/i18n";

/** A legal move of this game in its notation, for the example in the move box. */
export const MOVE_EXAMPLE = "emissary: space 4";

const HINT = "Click a lit card or a button to see what it does.";

export const WORDS: Words = {
  en: {
    [HINT]: "Click a lit card, strip space or city cell, or a button, to see what it does.",
  },
  fr: {
    [HINT]: "Cliquez sur une carte, une case de la bande ou de la ville en surbrillance, ou sur un bouton, pour voir ce qu'il fait.",
    "{who} acts from space {n}": "{who} joue depuis la case {n}",
    "You act from space {n}": "Vous jouez depuis la case {n}",
    "Opening draft": "Sélection de départ", Emissaries: "Émissaires", Actions: "Actions",
    School: "School", "Game over": "Partie terminée", "Final score": "Score final", "Full score pad": "Feuille de score complète",
    Round: "Tour", "Round {n} of {of}": "Tour {n} sur {of}", Setup: "Mise en place", "Setup draft": "Sélection de départ",
    "first player {who}": "premier joueur {who}", "First: ": "Premier : ",
    "♛ Emperor": "♛ Empereur", "The Emperor: nearer him, an earlier pick from the offer":
      "L'empereur : plus près de lui, on choisit plus tôt dans l'offre",
    "Influence waiting": "Influence en attente", none: "aucune", "place here": "placer ici", "picks {nth}": "choisit {nth}",
    "{who}'s emissary": "émissaire de {who}", "Round and action strip": "Tour et bande d'action",
    "Action strip": "Bande d'action", brick: "brique", cog: "engrenage",
    "Space {n}: {symbol}; an emissary here gets {b} and {c}":
      "Case {n} : {symbol} ; un émissaire ici reçoit {b} et {c}",
    "{who} on space {n}:": "{who} sur la case {n} :", built: "construit", produced: "produit",
    "{n} brick": "{n} brique", "{n} bricks": "{n} briques", "{n} cog": "{n} engrenage",
    "{n} cogs": "{n} engrenages", "{n} coin": "{n} pièce", "{n} coins": "{n} pièces",
    "{n} brick token": "{n} jeton brique", "{n} brick tokens": "{n} jetons brique",
    Offer: "Offre", "Deck {d} · {n} left": "Paquet {d} · reste {n}", "influence {list}": "influence {list}",
    "◆{v} at {k}": "◆{v} en {k}", "no card offered": "aucune carte offerte",
    "{n} cards, hidden from you": "{n} cartes, cachées pour vous",
    "Draft: {who} keeps one": "Sélection : {who} en garde une",
    "School: {who} keeps one (deck {d})": "School : {who} en garde une (paquet {d})",
    "School: {who} orders the rest under (deck {d})": "School : {who} range le reste dessous (paquet {d})",
    "Score pad": "Feuille de score", Category: "Catégorie", "{who} wins": "{who} gagne",
    "{who} win": "{who} gagnent", " and ": " et ",
    "Residential areas (2)": "Quartiers résidentiels (2)", "Residential areas (3)": "Quartiers résidentiels (3)",
    "Residential areas (4)": "Quartiers résidentiels (4)", Aqueducts: "Aqueducs", Temples: "Temples",
    Coins: "Pièces", "Influence tokens": "Jetons d'influence", "Influence cards": "Cartes d'influence",
    Shrine: "Sanctuaire", "Tie-break: influence tokens, then coins": "Départage : jetons d'influence, puis pièces",
    "▶ deciding": "▶ décide", "first player": "premier joueur", you: "vous", "{n} pts": "{n} pts",
    "Brick tokens": "Jetons brique", "Emissary on space": "Émissaire sur la case",
    "Replaced: {list}": "Remplacés : {list}", "Hand ({n})": "Main ({n})", empty: "vide",
    "kept in the draft: ": "gardé à la sélection : ", "{n} unseen": "{n} non vues",
    "{who}'s city": "ville de {who}", "The other cities": "Les autres villes",
    "Lit cells: build here. ": "Cases en surbrillance : construire ici. ",
    "Dashed ⇄: an aqueduct built there replaces the building.": "Pointillés ⇄ : un aqueduc construit là remplace le bâtiment.",
    "build here": "construire ici",
    "this residential area scores {n} now": "ce quartier résidentiel rapporte {n} maintenant",
    "building here adds {n} points now": "construire ici rapporte {n} points maintenant",
    "building here adds up to {n} points now": "construire ici rapporte jusqu'à {n} points maintenant",
    "next to a residential area: counts for its score": "à côté d'un quartier résidentiel : compte pour son score", "{cell}: empty": "{cell} : vide",
  },
  es: {
    [HINT]: "Haz clic en una carta, una casilla de la tira o de la ciudad resaltada, o en un botón, para ver qué hace.",
    "{who} acts from space {n}": "{who} juega desde la casilla {n}",
    "You act from space {n}": "Juegas desde la casilla {n}",
    "Opening draft": "Selección inicial", Emissaries: "Emisarios", Actions: "Acciones",
    School: "School", "Game over": "Fin de la partida", "Final score": "Puntuación final", "Full score pad": "Hoja de puntuación completa",
    Round: "Ronda", "Round {n} of {of}": "Ronda {n} de {of}", Setup: "Preparación", "Setup draft": "Selección inicial",
    "first player {who}": "jugador inicial {who}", "First: ": "Inicial: ",
    "♛ Emperor": "♛ Emperador", "The Emperor: nearer him, an earlier pick from the offer":
      "El emperador: cuanto más cerca, antes se elige de la oferta",
    "Influence waiting": "Influencia en espera", none: "ninguna", "place here": "colocar aquí", "picks {nth}": "elige {nth}",
    "{who}'s emissary": "emisario de {who}", "Round and action strip": "Ronda y tira de acción",
    "Action strip": "Tira de acción", brick: "ladrillo", cog: "engranaje",
    "Space {n}: {symbol}; an emissary here gets {b} and {c}":
      "Casilla {n}: {symbol}; un emisario aquí recibe {b} y {c}",
    "{who} on space {n}:": "{who} en la casilla {n}:", built: "construido", produced: "producido",
    "{n} brick": "{n} ladrillo", "{n} bricks": "{n} ladrillos", "{n} cog": "{n} engranaje",
    "{n} cogs": "{n} engranajes", "{n} coin": "{n} moneda", "{n} coins": "{n} monedas",
    "{n} brick token": "{n} ficha de ladrillo", "{n} brick tokens": "{n} fichas de ladrillo",
    Offer: "Oferta", "Deck {d} · {n} left": "Mazo {d} · quedan {n}", "influence {list}": "influencia {list}",
    "◆{v} at {k}": "◆{v} en {k}", "no card offered": "ninguna carta en oferta",
    "{n} cards, hidden from you": "{n} cartas, ocultas para ti",
    "Draft: {who} keeps one": "Selección: {who} se queda una",
    "School: {who} keeps one (deck {d})": "School: {who} se queda una (mazo {d})",
    "School: {who} orders the rest under (deck {d})": "School: {who} ordena el resto debajo (mazo {d})",
    "Score pad": "Hoja de puntuación", Category: "Categoría", "{who} wins": "gana {who}",
    "{who} win": "ganan {who}", " and ": " y ",
    "Residential areas (2)": "Zonas residenciales (2)", "Residential areas (3)": "Zonas residenciales (3)",
    "Residential areas (4)": "Zonas residenciales (4)", Aqueducts: "Acueductos", Temples: "Templos",
    Coins: "Monedas", "Influence tokens": "Fichas de influencia", "Influence cards": "Cartas de influencia",
    Shrine: "Santuario", "Tie-break: influence tokens, then coins": "Desempate: fichas de influencia, luego monedas",
    "▶ deciding": "▶ decide", "first player": "jugador inicial", you: "tú", "{n} pts": "{n} ptos",
    "Brick tokens": "Fichas de ladrillo", "Emissary on space": "Emisario en la casilla",
    "Replaced: {list}": "Sustituidos: {list}", "Hand ({n})": "Mano ({n})", empty: "vacía",
    "kept in the draft: ": "guardado en la selección: ", "{n} unseen": "{n} sin ver",
    "{who}'s city": "ciudad de {who}", "The other cities": "Las otras ciudades",
    "Lit cells: build here. ": "Casillas resaltadas: construir aquí. ",
    "Dashed ⇄: an aqueduct built there replaces the building.": "Discontinua ⇄: un acueducto construido ahí sustituye el edificio.",
    "build here": "construir aquí",
    "this residential area scores {n} now": "esta zona residencial vale {n} ahora",
    "building here adds {n} points now": "construir aquí suma {n} puntos ahora",
    "building here adds up to {n} points now": "construir aquí suma hasta {n} puntos ahora",
    "next to a residential area: counts for its score": "junto a una zona residencial: cuenta para su puntuación", "{cell}: empty": "{cell}: vacía",
  },
};

/** A template of this game's (or the table's) in `language`, filled. */
export function say(language: string | undefined, template: string, vars: Record<string, string | number> = {}): string {
  return sayIn(language ?? "en", template, vars, WORDS);
}

/** "1 brick", "2 cogs" in `language` (French counts 0 as singular). */
export function count(language: string | undefined, n: number, word: string): string {
  const one = language === "fr" ? n <= 1 : n === 1;
  return say(language, one ? `{n} ${word}` : `{n} ${word}s`, { n });
}
