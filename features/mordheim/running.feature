Feature: Running (Бег)
  A runner moves double its Movement, only if no enemy is within 8" of its starting
  position (fleeing, stunned, knocked-down and hidden enemies do not count); it may not
  shoot that turn but may cast spells; running must be declared.

  @clause:mordheim.running.double-movement @clause:mordheim.running.declared
  Scenario Outline: Movement 4" runs up to 8": a run of <distance> is <result>
    Given a hero with Movement 4" and Initiative 3
    When the hero runs <distance> west
    Then the <check>

    Examples:
      | distance | result  | check                                                      |
      | 8"       | allowed | hero stands at (-8, 0)                                     |
      | 8.5"     | refused | run is refused by rule mordheim.running.double-movement    |

  @clause:mordheim.running.double-movement
  Scenario Outline: A run of 8" west towards a scout <where>: <result>
    # A run moves the model like a move, twice as far: it ends on the table, beside another model, never over it.
    Given a hero with Movement 4" and Initiative 3
    And a friendly scout stands at (<x>, 0)
    When the hero runs 8" west
    Then the <check>

    Examples:
      | where                       | x  | result                         | check                                                   |
      | centred where the run ends  | -8 | refused, bases over each other | run is refused by rule mordheim.running.double-movement |
      | touching where it ends      | -9 | allowed                        | hero stands at (-8, 0)                                  |

  @clause:mordheim.running.double-movement
  Scenario: A run of 8" west passes over a scout 4" west and ends clear of it
    # By default (ruling mordheim.movement.through-models, "passes-over") other models do not stand in the way.
    Given a hero with Movement 4" and Initiative 3
    And a friendly scout stands at (-4, 0)
    When the hero runs 8" west
    Then the hero stands at (-8, 0)

  @clause:mordheim.running.double-movement @ruling:mordheim.movement.through-models=goes-round
  Scenario: Under the reading "goes round" a run of 8" west over a scout 4" west is refused
    Given a hero with Movement 4" and Initiative 3
    And a friendly scout stands at (-4, 0)
    When the hero runs 8" west
    Then the run is refused by rule mordheim.running.double-movement

  @clause:mordheim.running.double-movement @ruling:mordheim.movement.through-models=goes-round
  Scenario: Under the reading "goes round" a run of 8" east over a hidden orc scout is refused
    # By default (ruling mordheim.charging.hidden-in-the-way, "goes-round-it") a hidden model stands in the way as
    # any model does.
    Given a hero with Movement 4" and Initiative 1
    And a wall 1" high stands 1" east of the hero
    And an enemy scout stands at (2.5, 0)
    And the scout is hidden
    When the hero runs 8" east
    Then the run is refused by rule mordheim.running.double-movement

  @clause:mordheim.running.double-movement @clause:mordheim.hiding.detection
  @ruling:mordheim.movement.through-models=goes-round @ruling:mordheim.charging.hidden-in-the-way=passed-over
  Scenario: Read as no warrior going round what he cannot see, a run of 8" east passes over the hidden scout
    # "Пока модель спрятана, она не может быть увидена": the run goes straight over the scout's base, the hero
    # finding it on the way within its Initiative 1, and ends clear of it at (8, 0).
    Given a hero with Movement 4" and Initiative 1
    And a wall 1" high stands 1" east of the hero
    And an enemy scout stands at (2.5, 0)
    And the scout is hidden
    When the hero runs 8" east
    Then the hero stands at (8, 0)
    And the scout is not hidden

  @clause:mordheim.running.enemy-within-8 @clause:mordheim.running.check-after-charges
  Scenario Outline: An enemy <gap> from the starting position: the run is <result>
    Given a hero with Movement 4" and Initiative 3
    And an enemy ork stands <gap> east of the hero
    When the hero runs 8" west
    Then the <check>

    Examples:
      | gap  | result  | check                                                     |
      | 7.9" | refused | run is refused by rule mordheim.running.enemy-within-8    |
      | 8"   | refused | run is refused by rule mordheim.running.enemy-within-8    |
      | 8.1" | allowed | hero stands at (-8, 0)                                    |

  @clause:mordheim.running.enemy-within-8 @ruling:mordheim.running.within-8=exclusive
  Scenario: Under the reading "exclusive" an enemy at exactly 8" does not stop the run
    Given a hero with Movement 4" and Initiative 3
    And an enemy ork stands 8" east of the hero
    When the hero runs 8" west
    Then the hero stands at (-8, 0)

  @clause:mordheim.running.enemy-within-8 @ruling:mordheim.movement.measuring=centre
  Scenario: Under the reading "centre to centre" an enemy 7.5" away (8.5" between centres) does not stop it
    Given a hero with Movement 4" and Initiative 3
    And an enemy ork stands 7.5" east of the hero
    When the hero runs 8" west
    Then the hero stands at (-8, 0)

  @clause:mordheim.running.enemy-within-8
  Scenario: An enemy on a roof 6" high, 7" away on the table plane, stops the run
    # "на расстоянии 8" от стартовой позиции", measured on the table plane by default (ruling
    # mordheim.movement.measuring-height): the ork's base is 7" from the hero's, within 8".
    Given a hero with Movement 4" and Initiative 3
    And a roof 6" high stands 6.5" east of the hero
    And an enemy ork stands 7" east of the hero
    And the ork stands on the roof
    When the hero runs 8" west
    Then the run is refused by rule mordheim.running.enemy-within-8

  @clause:mordheim.running.enemy-within-8 @ruling:mordheim.movement.measuring-height=with-height
  Scenario: Under the reading "with height" the ork on the roof 6" high is about 9.2" away, and the hero runs
    # 7" on the plane and 6" up: the square root of 7 x 7 + 6 x 6 = 85 is about 9.22", more than 8".
    Given a hero with Movement 4" and Initiative 3
    And a roof 6" high stands 6.5" east of the hero
    And an enemy ork stands 7" east of the hero
    And the ork stands on the roof
    When the hero runs 8" west
    Then the hero stands at (-8, 0)

  @clause:mordheim.running.enemy-within-8 @ruling:mordheim.movement.measuring-height=with-height
  Scenario: Under the reading "with height" an ork 4.8" away on the plane and 6.4" up is exactly 8" away
    # The square root of 4.8 x 4.8 + 6.4 x 6.4 = 23.04 + 40.96 = 64 is 8": within 8" (ruling
    # mordheim.running.within-8, inclusive), so the run is refused.
    Given a hero with Movement 4" and Initiative 3
    And a roof 6.4" high stands 4.5" east of the hero
    And an enemy ork stands 4.8" east of the hero
    And the ork stands on the roof
    When the hero runs 8" west
    Then the run is refused by rule mordheim.running.enemy-within-8

  @clause:mordheim.running.ignored-enemies
  Scenario Outline: A <state> enemy 3" away does not stop the run
    Given a hero with Movement 4" and Initiative 3
    And an enemy ork stands 3" east of the hero
    And the ork is <state>
    When the hero runs 8" west
    Then the hero stands at (-8, 0)
    And rule mordheim.running.ignored-enemies is applied

    Examples:
      | state        |
      | fleeing      |
      | stunned      |
      | knocked down |

  @clause:mordheim.running.ignored-enemies
  Scenario: An enemy hidden behind a wall, beyond the runner's Initiative, does not stop the run
    Given a hero with Movement 4" and Initiative 3
    And a wall 1" high stands 3" east of the hero
    And an enemy ork stands 5" east of the hero
    And the ork is hidden
    When the hero runs 8" west
    Then the hero stands at (-8, 0)
    And rule mordheim.running.ignored-enemies is applied

  @clause:mordheim.running.closing-in
  Scenario: The runner may come closer than 8" during the run
    Given a hero with Movement 4" and Initiative 3
    And an enemy ork stands 9" east of the hero
    When the hero runs 7" east
    Then the hero stands at (7, 0)
    And rule mordheim.running.closing-in is applied

  @clause:mordheim.running.no-combat
  Scenario: A run ending touching a stunned enemy is refused: only a charge enters combat
    Given a hero with Movement 4" and Initiative 3
    And an enemy ork stands 3" east of the hero
    And the ork is stunned
    When the hero runs 3" east
    Then the run is refused by rule mordheim.running.no-combat

  @clause:mordheim.running.no-shooting @clause:mordheim.running.spells
  Scenario: A runner may not shoot but may cast
    Given a hero with Movement 4" and Initiative 3
    When the hero runs 6" west
    And the hero fires its missile weapon
    Then the shot is refused by rule mordheim.running.no-shooting

  @clause:mordheim.running.spells
  Scenario: A runner casts a spell as normal
    Given a hero with Movement 4" and Initiative 3
    When the hero runs 6" west
    And the hero casts a spell
    Then the hero has cast a spell
    And rule mordheim.running.spells is applied

  @clause:mordheim.running.double-movement @clause:mordheim.terrain.barriers
  Scenario: A run may jump a fence but not end with the hero's base on it
    Given a hero with Movement 4" and Initiative 3
    And a fence 1" high stands 2.5" east of the hero
    When the hero runs 3.2" east
    Then the run is refused by rule mordheim.terrain.barriers

  @clause:mordheim.running.declared
  Scenario: A run is declared before the model moves, not after it moved normally
    Given a hero with Movement 4" and Initiative 3
    When the hero moves 2" west
    And the hero runs 4" west
    Then the run is refused by rule mordheim.running.declared

  @clause:mordheim.running.declared @clause:mordheim.running.double-movement
  Scenario: A declared runner may go on running in a second stretch
    Given a hero with Movement 4" and Initiative 3
    When the hero runs 3" west
    And the hero runs 5" north
    Then the hero stands at (-3, 5)
    And the hero may not shoot this turn

  @clause:mordheim.running.check-after-charges
  Scenario: The check waits for the declared charges: a runner may not go before them
    Given a hero with Movement 4" and Initiative 3
    And an enemy ork stands 6" east of the hero
    And a friendly youngblood stands 10" west of the hero
    When the hero declares a charge against the ork
    And the youngblood runs 8" west
    Then the run is refused by rule mordheim.remaining-moves.order

  @clause:mordheim.running.check-after-charges @clause:mordheim.running.enemy-within-8
  Scenario: By default an interceptor that came within 8" stops a later run
    # The goblin intercepts the hero's charge and moves from (3, 2.5) to (3, 1). The youngblood
    # at (-3, -5) runs after the charges: the goblin is now sqrt(6^2 + 6^2) = 8.49" between
    # centres, 8.49 - 0.5 - 0.5 = 7.49" between bases: within 8" (when-run).
    Given the table "mordheim/interception"
    And a friendly youngblood stands at (-3, -5)
    When the hero charges the enemy ork and the goblin intercepts
    And the youngblood runs 8" west
    Then the run is refused by rule mordheim.running.enemy-within-8

  @clause:mordheim.running.check-after-charges @clause:mordheim.running.enemy-within-8
  @ruling:mordheim.running.check-moment=at-declaration
  Scenario: Checked at the declarations, the interceptor counts where it stood then
    # At the declarations the goblin stood at (3, 2.5): sqrt(6^2 + 7.5^2) = 9.60" between centres,
    # 8.60" between bases: not within 8". The ork at (7, 0): sqrt(10^2 + 5^2) = 11.18", 10.18" between
    # bases. No enemy within 8": the youngblood runs 8" west from (-3, -5) to (-11, -5).
    Given the table "mordheim/interception"
    And a friendly youngblood stands at (-3, -5)
    When the hero charges the enemy ork and the goblin intercepts
    And the youngblood runs 8" west
    Then the youngblood stands at (-11, -5)

  @clause:mordheim.running.check-after-charges @clause:mordheim.running.ignored-enemies @clause:mordheim.hiding.detection
  Scenario: By default a hidden enemy found by a charge counts against a later run
    # The hero (Initiative 4) charges the ork at (7, 0) and ends at (6, 0), 4 - 1 = 3" from the scout
    # hidden behind its wall at (6, 4): it detects it. The youngblood at (-1, 5) runs after the charges: the scout, hidden
    # no longer, is sqrt(7^2 + 1^2) - 1 = 6.07" away, within 8" (when-run). The ork is
    # sqrt(8^2 + 5^2) - 1 = 8.43" away.
    Given the table "mordheim/charge-past-a-hidden-scout"
    When the hero charges the enemy ork
    And the youngblood runs 8" west
    Then the run is refused by rule mordheim.running.enemy-within-8

  @clause:mordheim.running.check-after-charges @clause:mordheim.running.ignored-enemies
  @ruling:mordheim.running.check-moment=at-declaration
  Scenario: Checked at the declarations, a scout hidden then does not count though a charge found it since
    # "(убегающие, оглушенные, сбитые с ног и прячущиеся модели не считаются). Проверьте это расстояние
    # после объявления всех атак": when the charges were declared the scout was hidden, so it does not
    # count; the ork is 8.43" away. The youngblood runs 8" west from (-1, 5) to (-9, 5).
    Given the table "mordheim/charge-past-a-hidden-scout"
    When the hero charges the enemy ork
    And the youngblood runs 8" west
    Then the youngblood stands at (-9, 5)

  @clause:mordheim.running.no-shooting @clause:mordheim.running.declared
  Scenario: The runner loses its shot for this turn only
    # "теряет свой шанс выстрелить во время этого хода": the next turn it may shoot.
    Given a hero with Movement 4" and Initiative 3
    When the hero runs 8" west
    Then the hero may not shoot this turn
    When the next turn begins
    Then the hero may shoot this turn
