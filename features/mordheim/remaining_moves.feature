Feature: Remaining moves (Оставшиеся передвижения)
  Chargers and compulsory moves are moved first; then the player moves the rest of the
  warband as he sees fit.

  Background:
    Given a hero with Movement 4" and Initiative 3
    And a friendly youngblood stands 4" south of the hero
    And an enemy ork stands 5" east of the hero

  @clause:mordheim.remaining-moves.order
  Scenario: While a declared charge waits to be moved, no other model may move
    When the hero declares a charge against the ork
    And the youngblood moves 2" west
    Then the move is refused by rule mordheim.remaining-moves.order

  @clause:mordheim.remaining-moves.order
  Scenario: Once the charge is moved, the rest move as the player wishes
    When the hero declares a charge against the ork
    And the hero charges the enemy ork
    And the youngblood moves 2" west
    Then the youngblood stands at (-2, -5)
    And rule mordheim.remaining-moves.order is applied

  @clause:mordheim.remaining-moves.order
  Scenario: A compulsory move comes before the remaining moves
    Given the youngblood has a compulsory move to make
    And a friendly marksman stands 4" north of the hero
    When the marksman moves 1" north
    Then the move is refused by rule mordheim.remaining-moves.order

  @clause:mordheim.remaining-moves.order
  Scenario: After the compulsory move the others move freely
    Given the youngblood has a compulsory move to make
    And a friendly marksman stands 4" north of the hero
    When the youngblood makes its compulsory move 4" west
    And the marksman moves 1" north
    Then the marksman stands at (0, 6)

  @clause:mordheim.remaining-moves.order
  Scenario: The youngblood that made its compulsory move is not one of the rest: it makes no move of its own after it
    # "произвели вынужденные передвижения, вы можете двигать остальных ваших воинов так, как считаете нужным": the
    # others, not the model whose move this turn was the compulsory one, though 2" of its Movement is unused.
    Given the youngblood has a compulsory move to make
    When the youngblood makes its compulsory move 2" west
    And the youngblood moves 1" north
    Then the move is refused by rule mordheim.remaining-moves.order
    And the youngblood stands at (-2, -5)

  @clause:mordheim.remaining-moves.order
  Scenario: Nor does the youngblood run after its compulsory move
    Given the youngblood has a compulsory move to make
    When the youngblood makes its compulsory move 2" west
    And the youngblood runs 1" north
    Then the run is refused by rule mordheim.remaining-moves.order

  @clause:mordheim.remaining-moves.order
  Scenario: No shot is fired, and play does not move on, while a compulsory move is still to be made
    # "Когда вы передвинули атакующих и произвели вынужденные передвижения": the compulsory move is made in the
    # Movement phase, not left undone.
    Given the youngblood has a compulsory move to make
    And a friendly marksman stands 4" north of the hero
    When the marksman fires its missile weapon
    Then the shot is refused by rule mordheim.remaining-moves.order
    When play moves on to the next phase
    Then the action is refused by rule mordheim.remaining-moves.order
    When the youngblood makes its compulsory move 4" west
    And play moves on to the next phase
    Then the battle is in the shooting phase

  @clause:mordheim.remaining-moves.order
  Scenario: By default a compulsory move may come before a declared charge is moved
    Given the youngblood has a compulsory move to make
    When the hero declares a charge against the ork
    And the youngblood makes its compulsory move 4" west
    Then the youngblood stands at (-4, -5)

  @clause:mordheim.remaining-moves.order @ruling:mordheim.remaining-moves.order-of-first-moves=chargers-then-compulsory
  Scenario: Under the reading "chargers then compulsory" it must wait for the charge
    Given the youngblood has a compulsory move to make
    When the hero declares a charge against the ork
    And the youngblood makes its compulsory move 4" west
    Then the move is refused by rule mordheim.remaining-moves.order

  @clause:mordheim.remaining-moves.order @ruling:mordheim.remaining-moves.order-of-first-moves=chargers-then-compulsory
  Scenario: Under the reading "chargers then compulsory" the hero may not charge once the compulsory move is made
    # Charges are moved first: a charge declared and moved after the compulsory move comes too late.
    Given the youngblood has a compulsory move to make
    When the youngblood makes its compulsory move 4" west
    And the hero charges the enemy ork
    Then the charge is refused by rule mordheim.remaining-moves.order

  @clause:mordheim.remaining-moves.order @ruling:mordheim.remaining-moves.order-of-first-moves=chargers-then-compulsory
  Scenario: Under the reading "chargers then compulsory" no charge is declared once the compulsory move is made
    Given the youngblood has a compulsory move to make
    When the youngblood makes its compulsory move 4" west
    And the hero declares a charge against the ork
    Then the charge is refused by rule mordheim.remaining-moves.order

  @clause:mordheim.remaining-moves.order
  Scenario: By default the hero may still charge after the compulsory move
    Given the youngblood has a compulsory move to make
    When the youngblood makes its compulsory move 4" west
    And the hero charges the enemy ork
    Then the hero is in close combat with the ork

  @clause:mordheim.remaining-moves.order
  Scenario: Once another model of the warband has moved normally, the hero may not charge
    # "Когда вы передвинули атакующих ..., вы можете двигать остальных": the remaining moves come after the
    # charges, so a charge after one of them comes too late.
    When the youngblood moves 2" west
    And the hero charges the enemy ork
    Then the charge is refused by rule mordheim.remaining-moves.order

  @clause:mordheim.remaining-moves.order
  Scenario: Once another model of the warband has moved normally, no charge is declared
    When the youngblood moves 2" west
    And the hero declares a charge against the ork
    Then the charge is refused by rule mordheim.remaining-moves.order

  @clause:mordheim.remaining-moves.order @ruling:mordheim.remaining-moves.order-of-first-moves=chargers-then-compulsory
  Scenario: Under the reading "chargers then compulsory" too the hero may not charge after a normal move of the warband
    When the youngblood moves 2" west
    And the hero charges the enemy ork
    Then the charge is refused by rule mordheim.remaining-moves.order
