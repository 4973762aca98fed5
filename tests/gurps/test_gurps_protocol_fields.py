"""A field of a GURPS action that the engine combines with the table says so in the protocol's schema, so an
external engine reading only the schema does what the reference engine does."""

import json

from conftest import ROOT


def schema_field(action: str, field: str) -> dict:
    schema = json.loads((ROOT / "docs" / "protocol" / "gurps.schema.json").read_text(encoding="utf-8"))
    found = [d["properties"][field] for d in schema.get("$defs", {}).values()
             if d.get("properties", {}).get("action", {}).get("const") == action and field in d["properties"]]
    assert len(found) == 1, f"{action}.{field}: {len(found)} definitions in the schema"
    return found[0]


def test_dismount_mount_moved_says_it_is_read_with_the_tables_yards():
    # gurps.mounted.dismounting, "如果坐骑没有移动过，或是只移动了一个迈步": the rule reads the larger of the
    # action's yards and those the table records for the mount this turn (its `yards_moved`, the distance, not the
    # movement points of `moved`); 0, the default, leaves the table's record standing
    description = schema_field("dismount", "mount_moved")["description"]
    for words in ("larger", "`yards_moved`", "default"):
        assert words in description, f"dismount.mount_moved does not say {words!r}: {description!r}"
