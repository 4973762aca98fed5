Feature: Touching a hidden enemy (Прятанье, В атаку!)
  "Вражеские воины всегда будут видеть, слышать или иным образом определять скрытых
  противников в пределах расстояния, равного их Инициативе в дюймах": a model whose move,
  charge or failed charge ends with its base touching a hidden enemy is within its Initiative
  of it, finds it, and is in close combat with it ("Как только их подставки соприкоснулись,
  они вступают в рукопашный бой"). An enemy the hiding rules leave hidden there is not
  fought: "Пока модель спрятана, она не может быть ... атакована".

  @clause:mordheim.charging-several.touching @clause:mordheim.hiding.detection
  Scenario: Charging the orc, the hero's base touches the hidden scout too: it is found and charged
    # The hero (Initiative 2) starts 2.16" from the scout, out of its sight behind the low wall; its charge
    # ends at (3, 0), its base touching the orc's and the scout's: 0" away, within its Initiative, it finds the
    # scout, and "он может атаковать одновременно всех, кого касается".
    Given the table "mordheim/charge-beside-a-hidden-scout"
    When the hero charges the enemy ork
    Then the scout is not hidden
    And the hero is in close combat with the ork
    And the hero is in close combat with the scout

  @clause:mordheim.charging.only-by-charge @clause:mordheim.hiding.detection
  Scenario: A hero whose move ends across the low wall from the hidden scout finds it and fights it
    # Base to base 0.5", within the hero's Initiative 1 (ruling mordheim.movement.measuring=base-edge): found.
    # "Модели считаются в бою и в том случае, если они разделены невысокой стеной"; "Любое передвижение,
    # которое приводит к рукопашной – атака по определению".
    Given the table "mordheim/hidden-across-a-low-wall"
    When the hero moves 4" west
    Then the scout is not hidden
    And the hero is in close combat with the scout
    And the hero counts as the charger

  @clause:mordheim.hiding.protection @ruling:mordheim.movement.measuring=centre
  Scenario: Under the reading "centre" the hero of Initiative 1 does not find the scout across the wall, and does not fight it
    # Centre to centre 1.5", more than Initiative 1; the wall hides the scout from its sight. Still hidden, "она
    # не может быть ... атакована": no close combat.
    Given the table "mordheim/hidden-across-a-low-wall"
    When the hero moves 4" west
    Then the scout is hidden
    And the hero is not in close combat with the scout

  @clause:mordheim.charging.failed.move @clause:mordheim.hiding.detection
  Scenario: A failed charge that ends across the low wall from the hidden scout finds it and fights it
    # The orc is 13.5" away, beyond the 8" charge: the hero moves its normal 4" towards it, to (1.5, 0).
    Given the table "mordheim/hidden-across-a-low-wall"
    When the hero charges the enemy ork
    Then the hero made a failed charge
    And the scout is not hidden
    And the hero is in close combat with the scout

  @clause:mordheim.hiding.protection @ruling:mordheim.movement.measuring=centre
  Scenario: Under the reading "centre" the failed charge ending across the low wall from the hidden scout does not fight it
    Given the table "mordheim/hidden-across-a-low-wall"
    When the hero charges the enemy ork
    Then the hero made a failed charge
    And the scout is hidden
    And the hero is not in close combat with the scout

  @clause:mordheim.hiding.protection @ruling:mordheim.movement.measuring=centre @ruling:mordheim.charging.move-into-contact=refused-unless-declared
  Scenario: Under the readings "centre" and "refused unless declared" the move ending across the low wall from the scout it does not find is made
    # Centre to centre 1.5", more than Initiative 1, and the wall hides the scout from the hero's sight: it stays
    # hidden, "не может быть ... атакована", so the move brings nobody into close combat and is no undeclared
    # charge ("Любое передвижение, которое приводит к рукопашной – атака по определению").
    Given the table "mordheim/hidden-across-a-low-wall"
    When the hero moves 4" west
    Then the scout is hidden
    And the hero is not in close combat with the scout
    And the hero stands at (1.5, 0)

  @clause:mordheim.hiding.protection @ruling:mordheim.movement.measuring=centre @ruling:mordheim.charging.move-into-contact=refused-unless-declared
  Scenario: Under the readings "centre" and "refused unless declared" the failed charge ending across the low wall from the scout it does not find is made
    Given the table "mordheim/hidden-across-a-low-wall"
    When the hero charges the enemy ork
    Then the hero made a failed charge
    And the scout is hidden
    And the hero is not in close combat with the scout
    And the hero stands at (1.5, 0)

  @clause:mordheim.charging.only-by-charge @clause:mordheim.hiding.detection @ruling:mordheim.charging.move-into-contact=refused-unless-declared
  Scenario: Under the reading "refused unless declared" the move ending across the low wall from the scout it finds is refused
    # Base to base 0.5", within the hero's Initiative 1: the scout would be found and fought, by a move that is
    # not a declared charge.
    Given the table "mordheim/hidden-across-a-low-wall"
    When the hero moves 4" west
    Then the move is refused by rule mordheim.charging.only-by-charge
