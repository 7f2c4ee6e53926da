// Interface words in French and Spanish. Card, role and material names come from Python (the
// game's own data, checked against its rulebooks); these are the table's own words.
const FR: Record<string, string> = {
  Hand: "Main", Pool: "Réserve commune", Stockpile: "Réserve", Vault: "Chambre forte",
  Clientele: "Clientèle", Buildings: "Bâtiments", Log: "Journal", Deck: "Pioche", Jacks: "Jacks",
  "Sites in town": "Emplacements en ville", "Sites out of town": "Emplacements hors de la ville",
  "Played this turn": "Joué ce tour", Undo: "Annuler", Redo: "Rétablir", "New game": "Nouvelle partie",
  Influence: "Influence", Score: "Score", Total: "Total", Leader: "Leader", "Your turn": "À vous",
  deciding: "décide", Cancel: "Annuler", "Choose one:": "Choisissez :", Winner: "Gagnant",
  "Play it? Click again or press Enter:": "Jouer ? Cliquez encore ou Entrée :",
  "All legal moves": "Tous les coups légaux", "Confirm a move": "Confirmer un coup",
  complete: "terminé", materials: "matériaux", site: "emplacement", "Bot pace": "Rythme des robots",
  "One-click play": "Jouer en un clic", Turn: "Tour", "is thinking…": "réfléchit…",
  vault: "chambre forte", merchant_bonus: "bonus des marchands", buildings: "bâtiments",
  influence: "influence", "Tie-break: cards in hand": "Départage : cartes en main",
  "Final score": "Score final", "Rule": "Règle", "cards": "cartes", "Seats": "Places",
  "person": "personne", "Led": "Appelé", "Players": "Joueurs",
};
const ES: Record<string, string> = {
  Hand: "Mano", Pool: "Reserva", Stockpile: "Almacén", Vault: "Tesoro", Clientele: "Clientela",
  Buildings: "Edificios", Log: "Registro", Deck: "Mazo", Jacks: "Senadores",
  "Sites in town": "Solares", "Sites out of town": "Solares de las afueras",
  "Played this turn": "Jugado este turno", Undo: "Deshacer", Redo: "Rehacer", "New game": "Nueva partida",
  Influence: "Influencia", Score: "Puntos", Total: "Total", Leader: "Líder", "Your turn": "Tu turno",
  deciding: "decide", Cancel: "Cancelar", "Choose one:": "Elige:", Winner: "Ganador",
  "Play it? Click again or press Enter:": "¿Jugar? Haz clic otra vez o pulsa Intro:",
  "All legal moves": "Todas las jugadas legales", "Confirm a move": "Confirmar una jugada",
  complete: "terminado", materials: "materiales", site: "solar", "Bot pace": "Ritmo de los bots",
  "One-click play": "Jugar con un clic", Turn: "Turno", "is thinking…": "está pensando…",
  vault: "tesoro", merchant_bonus: "bonificación de mercader", buildings: "edificios",
  influence: "influencia", "Tie-break: cards in hand": "Desempate: cartas en mano",
  "Final score": "Puntuación final", "Rule": "Regla", "cards": "cartas", "Seats": "Asientos",
  "person": "persona", "Led": "Liderado", "Players": "Jugadores",
};
const TABLES: Record<string, Record<string, string>> = { fr: FR, es: ES };

/** The interface word `s` in `language` (English when there is no translation). */
export function translate(language: string, s: string): string {
  return TABLES[language]?.[s] ?? s;
}
