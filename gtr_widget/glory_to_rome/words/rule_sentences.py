"""The rules' plain sentences in French and Spanish (rules.py holds the English ones and the
rulebook references), in the terms of the 2007 French rulebook (seed 004) and the Spanish one
(seed 002)."""

from __future__ import annotations

TRANSLATED: dict[str, dict[str, str]] = {
    "fr": {
        "lead": "Le Leader joue sur son camp une carte d'un rôle (ou pense) : ce rôle est joué "
                "par tous ce tour-ci.",
        "follow": "Après l'appel, chaque autre joueur à son tour suit avec une carte du rôle "
                  "appelé, un Jack ou une pétition, ou pense.",
        "think": "Penser : prendre un Jack, piocher jusqu'à avoir une main pleine, ou piocher "
                 "une carte quand elle l'est déjà.",
        "jack": "Un Jack peut appeler ou suivre n'importe quel rôle, sauf Penseur.",
        "petition": "Une pétition : plusieurs cartes d'un même rôle jouées ensemble comptent "
                    "comme un Jack.",
        "pool": "Le Légionnaire peut prendre une carte de chaque matériau exigé dans la "
                "réserve commune.",
        "give": "Un voisin qui a en main le matériau exigé doit en donner une carte à la "
                "réserve du Légionnaire.",
        "pass": "Toute action est facultative : vous pouvez y renoncer.",
        "done": "Arrêter d'ajouter des cartes à ce coup.",
        "Laborer": "Travailleur : prendre une carte de la réserve commune pour sa réserve.",
        "Craftsman": "Artisan : poser une fondation depuis sa main, ou ajouter depuis sa main "
                     "un matériau assorti à un bâtiment.",
        "Architect": "Architecte : poser une fondation depuis sa main, ou ajouter depuis sa "
                     "réserve un matériau assorti à un bâtiment.",
        "Legionary": "Légionnaire : montrer une carte et exiger son matériau de la réserve "
                     "commune et de la main de chaque voisin.",
        "Merchant": "Marchand : placer un matériau de sa réserve dans sa chambre forte, dans la "
                    "limite de son influence.",
        "Patron": "Patron : engager une carte de la réserve commune comme client, dans la "
                  "limite de son influence.",
        "score": "Points : l'influence, la valeur de la chambre forte, 3 par bonus des "
                 "marchands (le plus de cartes d'un matériau en chambre forte) et les bonus des "
                 "bâtiments ; en cas d'égalité, le plus de cartes en main gagne.",
    },
    "es": {
        "lead": "El Líder juega en su Campamento una carta de un rol (o piensa): ese rol lo "
                "juegan todos este turno.",
        "follow": "Tras liderar, cada otro jugador por turno sigue con una carta del rol "
                  "liderado, un Senador o una petición, o piensa.",
        "think": "Pensar: tomar un Senador, robar hasta llenar la mano, o robar una carta si "
                 "ya está llena.",
        "jack": "Un Senador puede liderar o seguir cualquier rol salvo Pensar.",
        "petition": "Una petición: varias cartas de un mismo rol jugadas juntas cuentan como "
                    "un Senador.",
        "pool": "El Legionario puede tomar de la Reserva una carta de cada material exigido.",
        "give": "Un vecino con el material exigido en la mano debe dar una de esas cartas al "
                "Almacén del Legionario.",
        "pass": "Toda acción es opcional: puedes renunciar a ella.",
        "done": "Dejar de añadir cartas a esta jugada.",
        "Laborer": "Obrero: tomar una carta de la Reserva para tu Almacén.",
        "Craftsman": "Artesano: poner unos cimientos desde la mano, o añadir desde la mano un "
                     "material que encaje a un edificio.",
        "Architect": "Arquitecto: poner unos cimientos desde la mano, o añadir desde el Almacén "
                     "un material que encaje a un edificio.",
        "Legionary": "Legionario: mostrar una carta y exigir su material a la Reserva y a la "
                     "mano de cada vecino.",
        "Merchant": "Mercader: pasar un material de tu Almacén a tu Tesoro, hasta tu "
                    "Influencia.",
        "Patron": "Patrón: contratar una carta de la Reserva como cliente, hasta tu "
                  "Influencia.",
        "score": "Puntos: Influencia, el valor del Tesoro, 3 por cada ficha de Mercader (más "
                 "cartas de un material en el Tesoro) y los bonos de edificios; en empate gana "
                 "quien tenga más cartas en la mano.",
    },
}
