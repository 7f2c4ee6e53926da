// Interface words in French and Spanish. Card, role and material names come from Python (the
// game's own data, checked against its rulebooks); these are the table's own words. A key with
// {placeholders} is a template: `say` fills it, so each language keeps its own word order
// ("Stone site", "Emplacement Pierre", "Solar de Piedra").
const FR: Record<string, string> = {
  Hand: "Main", Pool: "Réserve commune", Stockpile: "Réserve", Vault: "Chambre forte",
  Clientele: "Clientèle", Buildings: "Bâtiments", Log: "Journal", Deck: "Pioche", Jacks: "Jacks",
  Sites: "Emplacements", "Sites in town": "Emplacements en ville",
  target: "cible", "Sites in town (+ out of town)": "Emplacements en ville (+ hors de la ville)",
  "{in} in town, {out} out of town": "{in} en ville, {out} hors de la ville",
  "Played this turn": "Joué ce tour", Undo: "Annuler", Redo: "Rétablir", "New game": "Nouvelle partie",
  Influence: "Influence", Score: "Score", Total: "Total", Leader: "Leader", "Your turn": "À vous",
  "Leader: {who}": "Leader : {who}",
  deciding: "décide", Cancel: "Annuler", "Choose one:": "Choisissez :", Winner: "Gagnant",
  Winners: "Gagnants", "Play it? Click again or press Enter:": "Jouer ? Cliquez encore ou Entrée :",
  "All legal moves": "Tous les coups légaux", "Confirm a move": "Confirmer un coup",
  complete: "terminé", "{n}/{of} materials": "{n}/{of} matériaux", "{m} site": "Emplacement {m}",
  "Bot pace": "Rythme des robots", "One-click play": "Jouer en un clic", Turn: "Tour",
  "{who} is thinking…": "{who} réfléchit…", vault: "chambre forte",
  merchant_bonus: "bonus des marchands", buildings: "bâtiments", influence: "influence",
  "Tie-break: cards in hand": "Départage : cartes en main", "Final score": "Score final",
  Rule: "Règle", cards: "cartes", Seats: "Places", person: "personne", "Role led": "Rôle appelé",
  Players: "Joueurs", "any role": "tout rôle", "receives": "reçoit", "value": "valeur",
  "out of town": "hors de la ville", public: "public", stolen: "volé", "Step": "Étape",
  "Load a rulebook example…": "Charger un exemple des règles…",
  "Rulebook examples…": "Exemples des règles…", Play: "Jouer",
  "move notation, e.g. think: take Jack": "notation (anglaise), p. ex. think: take Jack",
  "Viewing": "Vue", "hot seat (the person deciding)": "chacun son tour (qui décide)",
  "teaching view (all cards shown)": "vue d'apprentissage (toutes les cartes)",
  "Your turn: {what}": "À vous : {what}", "{who}, your turn: {what}": "{who}, à vous : {what}",
  "Waiting for {who}: {what}": "En attente de {who} : {what}",
  "Game over": "Partie terminée", "none": "aucun", "face down": "face cachée",
  "Pass the screen to {who}.": "Passez l'écran à {who}.", "Show {who}'s cards": "Montrer les cartes de {who}",
  "It is not your decision now.": "Ce n'est pas à vous de décider.",
  "Click a lit card or a button to see what it does.": "Cliquez sur une carte en surbrillance ou un bouton pour voir ce qu'il fait.",
  "Card powers are in English, as printed.": "Les pouvoirs des cartes restent en anglais, tels qu'imprimés.",
  "+ vault": "+ chambre forte", "{n} hidden": "{n} cachées", "points so far": "points jusqu'ici",
  "the vault's value is hidden until the end": "la valeur de la chambre forte reste cachée jusqu'à la fin",
  "lead or follow any role (not Thinker)": "appeler ou suivre n'importe quel rôle (pas Penseur)",
  "bot": "robot", "No game yet.": "Pas encore de partie.", "copies": "exemplaires",
  "The log is in English, as the game writes it.": "Le journal reste en anglais, tel que le jeu l'écrit.",
  "step {n} of {total}": "étape {n} sur {total}",
};
const ES: Record<string, string> = {
  Hand: "Mano", Pool: "Reserva", Stockpile: "Almacén", Vault: "Tesoro", Clientele: "Clientela",
  Buildings: "Edificios", Log: "Registro", Deck: "Mazo", Jacks: "Senadores",
  Sites: "Solares", "Sites in town": "Solares", target: "objetivo",
  "Sites in town (+ out of town)": "Solares (+ de las afueras)",
  "{in} in town, {out} out of town": "{in} en la ciudad, {out} en las afueras",
  "Played this turn": "Jugado este turno", Undo: "Deshacer", Redo: "Rehacer", "New game": "Nueva partida",
  Influence: "Influencia", Score: "Puntos", Total: "Total", Leader: "Líder", "Your turn": "Tu turno",
  "Leader: {who}": "Líder: {who}",
  deciding: "decide", Cancel: "Cancelar", "Choose one:": "Elige:", Winner: "Ganador",
  Winners: "Ganadores", "Play it? Click again or press Enter:": "¿Jugar? Haz clic otra vez o pulsa Intro:",
  "All legal moves": "Todas las jugadas legales", "Confirm a move": "Confirmar una jugada",
  complete: "terminado", "{n}/{of} materials": "{n}/{of} materiales", "{m} site": "Solar de {m}",
  "Bot pace": "Ritmo de los bots", "One-click play": "Jugar con un clic", Turn: "Turno",
  "{who} is thinking…": "{who} está pensando…", vault: "tesoro",
  merchant_bonus: "bonificación de mercader", buildings: "edificios", influence: "influencia",
  "Tie-break: cards in hand": "Desempate: cartas en mano", "Final score": "Puntuación final",
  Rule: "Regla", cards: "cartas", Seats: "Asientos", person: "persona", "Role led": "Rol liderado",
  Players: "Jugadores", "any role": "cualquier rol", "receives": "recibe", "value": "valor",
  "out of town": "en las afueras", public: "público", stolen: "robado", "Step": "Paso",
  "Load a rulebook example…": "Cargar un ejemplo del reglamento…",
  "Rulebook examples…": "Ejemplos del reglamento…", Play: "Jugar",
  "move notation, e.g. think: take Jack": "notación (inglesa), p. ej. think: take Jack",
  "Viewing": "Vista", "hot seat (the person deciding)": "por turnos (quien decide)",
  "teaching view (all cards shown)": "vista de aprendizaje (todas las cartas)",
  "Your turn: {what}": "Tu turno: {what}", "{who}, your turn: {what}": "{who}, tu turno: {what}",
  "Waiting for {who}: {what}": "Esperando a {who}: {what}",
  "Game over": "Fin de la partida", "none": "nadie", "face down": "boca abajo",
  "Pass the screen to {who}.": "Pasa la pantalla a {who}.", "Show {who}'s cards": "Mostrar las cartas de {who}",
  "It is not your decision now.": "Ahora no te toca decidir.",
  "Click a lit card or a button to see what it does.": "Haz clic en una carta resaltada o en un botón para ver qué hace.",
  "Card powers are in English, as printed.": "Los poderes de las cartas siguen en inglés, tal como se imprimieron.",
  "+ vault": "+ tesoro", "{n} hidden": "{n} ocultas", "points so far": "puntos hasta ahora",
  "the vault's value is hidden until the end": "el valor del Tesoro queda oculto hasta el final",
  "lead or follow any role (not Thinker)": "liderar o seguir cualquier rol (no Pensar)",
  "bot": "bot", "No game yet.": "Aún no hay partida.", "copies": "copias",
  "The log is in English, as the game writes it.": "El registro sigue en inglés, tal como lo escribe el juego.",
  "step {n} of {total}": "paso {n} de {total}",
};
const TABLES: Record<string, Record<string, string>> = { fr: FR, es: ES };

/** The interface word `s` in `language` (English when there is no translation). */
export function translate(language: string, s: string): string {
  return TABLES[language]?.[s] ?? s;
}

/** Fill a template's {placeholders}: `fill("{who} is thinking…", { who: "Bo" })`. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in vars ? String(vars[k]) : whole));
}

/** A template in `language`, filled. */
export function say(language: string, template: string, vars: Record<string, string | number> = {}): string {
  return fill(translate(language, template), vars);
}

/** "Label: value" as the language writes it (French puts a space before the colon). */
export function colon(language: string): string {
  return language === "fr" ? " : " : ": ";
}

/** Every interface key, for the tests that check each one has a French and Spanish word. */
export function keys(language: string): string[] {
  return Object.keys(TABLES[language] ?? {});
}
