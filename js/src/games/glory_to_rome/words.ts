// Glory to Rome's own interface words in French and Spanish: its zones (pool, stockpile,
// vault, clientele, sites), its score items and its tie-break. The renderer hands them to the
// table as `words`, which the table's `t` looks in before its own. Card, role and material
// names are not here: they come from Python with the game's data.
import { say as sayIn, type Words } from "../../core/i18n";

/** A legal move of this game in its notation, for the example in the move box. */
export const MOVE_EXAMPLE = "think: take Jack";

export const WORDS: Words = {
  fr: {
    Hand: "Main", Pool: "Réserve commune", Stockpile: "Réserve", Vault: "Chambre forte",
    Clientele: "Clientèle", Buildings: "Bâtiments", Deck: "Pioche", Jacks: "Jacks",
    Sites: "Emplacements", "Sites in town": "Emplacements en ville", target: "cible",
    "Sites in town (+ out of town)": "Emplacements en ville (+ hors de la ville)",
    "{in} in town, {out} out of town": "{in} en ville, {out} hors de la ville",
    "Played this turn": "Joué ce tour", Influence: "Influence", Leader: "Leader",
    "Leader: {who}": "Leader : {who}", complete: "terminé",
    "{n}/{of} materials": "{n}/{of} matériaux", "{m} site": "Emplacement {m}",
    vault: "chambre forte", merchant_bonus: "bonus des marchands", buildings: "bâtiments",
    influence: "influence", "Tie-break: cards in hand": "Départage : cartes en main",
    "Role led": "Rôle appelé", "any role": "tout rôle", receives: "reçoit", value: "valeur",
    "out of town": "hors de la ville", public: "public", stolen: "volé", "face down": "face cachée",
    "{n} card face down": "{n} carte face cachée", "{n} cards face down": "{n} cartes face cachée",
    "+ vault": "+ chambre forte", copies: "exemplaires",
    "the vault's value is hidden until the end": "la valeur de la chambre forte reste cachée jusqu'à la fin",
    "lead or follow any role (not Thinker)": "appeler ou suivre n'importe quel rôle (pas Penseur)",
  },
  es: {
    Hand: "Mano", Pool: "Reserva", Stockpile: "Almacén", Vault: "Tesoro",
    Clientele: "Clientela", Buildings: "Edificios", Deck: "Mazo", Jacks: "Senadores",
    Sites: "Solares", "Sites in town": "Solares", target: "objetivo",
    "Sites in town (+ out of town)": "Solares (+ de las afueras)",
    "{in} in town, {out} out of town": "{in} en la ciudad, {out} en las afueras",
    "Played this turn": "Jugado este turno", Influence: "Influencia", Leader: "Líder",
    "Leader: {who}": "Líder: {who}", complete: "terminado",
    "{n}/{of} materials": "{n}/{of} materiales", "{m} site": "Solar de {m}",
    vault: "tesoro", merchant_bonus: "bonificación de mercader", buildings: "edificios",
    influence: "influencia", "Tie-break: cards in hand": "Desempate: cartas en mano",
    "Role led": "Rol liderado", "any role": "cualquier rol", receives: "recibe", value: "valor",
    "out of town": "en las afueras", public: "público", stolen: "robado", "face down": "boca abajo",
    "{n} card face down": "{n} carta boca abajo", "{n} cards face down": "{n} cartas boca abajo",
    "+ vault": "+ tesoro", copies: "copias",
    "the vault's value is hidden until the end": "el valor del Tesoro queda oculto hasta el final",
    "lead or follow any role (not Thinker)": "liderar o seguir cualquier rol (no Pensar)",
  },
};

/** A template of this game's (or the table's) in `language`, filled. */
export function say(language: string, template: string, vars: Record<string, string | number> = {}): string {
  return sayIn(language, template, vars, WORDS);
}
