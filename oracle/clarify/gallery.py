"""The gallery of ruling cards: the most disputed passages of the four texts, one card each.

The passages are the rulings whose readings change the most scenarios of the built-in suite
(measured by the rulings side by side of a whole run, :mod:`oracle.clarify.sides`).  For each
there is a question in ``oracle/clarify/questions/`` that the ruling's readings answer
differently; ``oracle run`` answers them and writes, into ``report/rulings/``, every card as
HTML, Markdown and BBCode, and an index page that the report's index links to.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from oracle.catalogue.load import Catalogue
from oracle.clarify.ask import Answer, ask
from oracle.clarify.card import render_bbcode, render_html, render_markdown
from oracle.clarify.render import env

QUESTIONS_DIR = Path(__file__).resolve().parent / "questions"
FOLDER = "rulings"

PASSAGES: dict[str, str] = {
    # ruling: the question that shows what its readings change (ordered as measured: most
    # scenarios changed first, in a whole run of the built-in suite)
    "ww2.dash.kubik-d6": "ww2-dash-kubik.yaml",
    "ww2.infantry-wounds.hit-is-wound": "ww2-cavalry-hit-or-wound.yaml",
    "gurps.mount-out-of-control.control-after-row": "gurps-control-after-row.yaml",
    "mordheim.jumping-down.falling-damage": "mordheim-falling-damage.yaml",
    "gurps.mount-out-of-control.fall-height": "gurps-thrown-fall-height.yaml",
    "gurps.mount-out-of-control.skill-not-on-sheet": "gurps-skill-not-on-sheet.yaml",
    "lotow.falling.lands-prone": "lotow-falling-lands-prone.yaml",
    "lotow.spotting.partly-vs-visible": "lotow-spotting-partly-seen.yaml",
    "mordheim.movement.measuring": "mordheim-measuring-round-the-corner.yaml",
    "mordheim.terrain.cost": "mordheim-hedge-halves-the-charge.yaml",
    "gurps.mount-out-of-control.reroll": "gurps-out-of-control-reroll.yaml",
    "lotow.mounted.saddle-up.within": "lotow-saddle-up-within-1.yaml",
    "gurps.mounted-defence.passenger-controller-skill": "gurps-passenger-behind-hands-free.yaml",
    "mordheim.charging.intercept-meeting-point": "mordheim-intercepted-charge.yaml",
    "mordheim.charging.intercept-corridor": "mordheim-interception-corridor.yaml",
    "gurps.mounted-defence.passenger-stay-on": "gurps-stunned-passenger.yaml",
    "ww2.cavalry-wounds.dead-model": "ww2-cavalry-rider-falls-first.yaml",
    "ww2.dash.afterburner-range": "ww2-afterburner-short-flight.yaml",
    "lotow.mounted.thrown-rider.six-after-stop": "lotow-thrown-six-after-refusal.yaml",
    "ww2.motorcycle-wounds.which-crewman": "ww2-bike-crew-hit.yaml",
    # joined the twenty when the riderless mounts' scenarios were written in Russian too
    "ww2.cavalry-wounds.rally-roll": "ww2-rally-test-two-to-four.yaml",
    "ww2.infantry-wounds.volley-phase": "ww2-hits-in-close-combat.yaml",
    "lotow.falling.mounted": "lotow-rider-falls-off-a-bluff.yaml",
    # joined the twenty when 8-9's seeming calm (坐骑看起来平静下来了) was named a ruling
    "gurps.mount-out-of-control.seems-calm": "gurps-seems-calm.yaml",
    # joined the twenty when a charge under "goes-round" came to go round the models in its way
    "mordheim.movement.through-models": "mordheim-charge-round-a-scout.yaml",
    # joined the twenty when the trampling of cavalry was written in Russian too
    "ww2.cavalry-wounds.trample-cavalry": "ww2-trampled-lancer.yaml",
    # joined the twenty when interceptions of a charge round the corner were refused before the Initiative test
    "mordheim.charging.shortest-route": "mordheim-charge-round-a-wall.yaml",
    # joined the twenty when crossing an obstacle came to be paid from the move and to end beyond it
    "lotow.mounted.obstacles.small-threshold": "lotow-fence-one-inch-high.yaml",
    # joined the twenty when a cavalry model's body armour came to be one of the pair's saves against a shot
    "ww2.infantry-wounds.soldier-saves": "ww2-body-armour-against-a-shot.yaml",
}


def changed_scenarios(sides: dict[str, Any] | None) -> dict[str, int]:
    """Per ruling, how many scenarios change outcome under some other reading."""
    if not sides:
        return {}
    return {r["id"]: r["changed_scenarios"] for r in sides["rulings"]}


def most_disputed(sides: dict[str, Any], n: int = len(PASSAGES)) -> list[str]:
    """The ``n`` rulings that change the most scenarios (ties by id)."""
    counts = changed_scenarios(sides)
    return sorted(counts, key=lambda rid: (-counts[rid], rid))[:n]


def answers(cat: Catalogue | None = None) -> list[tuple[str, Answer]]:
    return [(rid, ask(QUESTIONS_DIR / name, cat=cat)) for rid, name in PASSAGES.items()]


def write_cards(out: Path, cat: Catalogue | None = None) -> list[dict[str, Any]]:
    """Answer each passage's question and write its card (HTML, Markdown, BBCode) into ``out / rulings``;
    return the index's entries, but for the scenarios each ruling changes (a run's side by side says).
    Nothing here depends on the run: a run in parts (:mod:`oracle.clarify.parts`) writes the cards in one
    of its processes while the others run scenarios."""
    folder = out / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    entries = []
    for rid, answer in answers(cat):
        stem = PASSAGES[rid].removesuffix(".yaml")
        card = f"{stem}.html"
        (folder / card).write_text(render_html(answer), encoding="utf-8")
        (folder / f"{stem}.md").write_text(render_markdown(answer, card), encoding="utf-8")
        (folder / f"{stem}.bbcode.txt").write_text(render_bbcode(answer, card), encoding="utf-8")
        ruling = next(ru for ru in answer.rulings if ru.id == rid) if any(ru.id == rid for ru in answer.rulings) \
            else None
        entries.append({"ruling": rid, "question": ruling.question if ruling else "", "title": answer.spec.title,
                        "ruleset": answer.ruleset.title, "card": card,
                        "markdown": f"{stem}.md", "bbcode": f"{stem}.bbcode.txt",
                        "moves": answer.moving(rid)})
    return entries


def write_gallery(out: Path, sides: dict[str, Any] | None = None, cat: Catalogue | None = None,
                  cards: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Write the cards (unless ``cards``, the entries of :func:`write_cards` that wrote them already) and
    their index, each passage with the scenarios its ruling changes, into ``out / rulings``; return what the
    report links to."""
    folder = out / FOLDER
    counts = changed_scenarios(sides)
    entries = [entry | {"changed": counts.get(entry["ruling"])} for entry in (cards if cards is not None
                                                                               else write_cards(out, cat))]
    entries.sort(key=lambda e: (-(e["changed"] or 0), e["ruling"]))
    (folder / "index.html").write_text(env().get_template("gallery.html.j2").render(entries=entries),
                                       encoding="utf-8")
    return {"index": f"{FOLDER}/index.html", "cards": len(entries)}
