Feature: Charging several enemies at once (Атака на нескольких противников одновременно)
  A charger that can be moved so that its base touches more than one enemy may charge
  all of them at once.

  Background:
    Given a hero with Movement 4" and Initiative 3
    And an enemy ork stands at (4, 0)

  @clause:mordheim.charging-several.touching
  Scenario: The hero chooses a place touching both the orc and the goblin and charges both
    Given an enemy goblin stands at (4, 1.2)
    When the hero charges the enemy ork so as to touch the goblin too
    Then the hero is in close combat with the ork
    And the hero is in close combat with the goblin

  @clause:mordheim.charging-several.touching
  Scenario: Charging the orc, the hero's base also touches the goblin: both are charged
    Given an enemy goblin stands at (3, 1)
    When the hero charges the enemy ork
    Then the hero is in close combat with the ork
    And the hero is in close combat with the goblin

  @clause:mordheim.charging-several.touching @ruling:mordheim.charging-several.targets=all-named
  Scenario: Under the reading "all named" an enemy touched but not named is not charged
    Given an enemy goblin stands at (3, 1)
    When the hero charges the enemy ork
    Then the hero is in close combat with the ork
    And the hero is not in close combat with the goblin

  @clause:mordheim.charging-several.touching @clause:mordheim.charging.declaration @ruling:mordheim.charging-several.targets=all-named
  Scenario: Under the reading "all named" the hero may not charge a goblin its declaration did not name
    Given an enemy goblin stands at (4, 1.2)
    When the hero declares a charge against the ork
    And the hero charges the enemy ork so as to touch the goblin too
    Then the charge is refused by rule mordheim.charging-several.touching
    And the hero is not in close combat with the goblin

  @clause:mordheim.charging-several.touching @clause:mordheim.charging.declaration @ruling:mordheim.charging-several.targets=all-named
  Scenario: Under the reading "all named" the hero that named both the orc and the goblin charges both
    Given an enemy goblin stands at (4, 1.2)
    When the hero declares a charge against both the ork and the goblin
    And the hero charges the enemy ork so as to touch the goblin too
    Then the hero is in close combat with the ork
    And the hero is in close combat with the goblin

  @clause:mordheim.charging-several.touching
  Scenario: No place lets the hero touch two enemies standing far apart
    Given an enemy goblin stands at (4, 5)
    When the hero charges the enemy ork so as to touch the goblin too
    Then the charge is refused by rule mordheim.charging-several.touching
