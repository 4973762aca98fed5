Feature: The turn and its phases (фаза передвижения, стрельбы, рукопашного боя)
  The clock of a Mordheim table is the turn and its phase: movement, then shooting, then
  close combat, then the next turn's movement phase. Models move "во время своей фазы
  передвижения"; the diving charge's bonus holds "только на первую фазу рукопашного боя".
  A move after the movement phase is refused by the rule that names its phase; a shot after
  the moves means the shooting phase has begun.

  Rule: Models move in their Movement phase

    @clause:mordheim.movement.distance
    Scenario: In the shooting phase the hero may not move
      # «Во время своей фазы передвижения модели могут передвигаться ...».
      Given a hero with Movement 4" and Initiative 3
      And the battle is in the shooting phase
      When the hero moves 4" east
      Then the move is refused by rule mordheim.movement.distance
      And the hero stands at (0, 0)

    @clause:mordheim.movement.distance
    Scenario: After his shot the hero's movement phase is over
      Given a hero with Movement 4" and Initiative 3
      When the hero fires its missile weapon
      Then the battle is in the shooting phase
      When the hero moves 1" east
      Then the move is refused by rule mordheim.movement.distance

    @clause:mordheim.movement.distance
    Scenario: The phases run movement, shooting, close combat; then he moves again in turn 2
      Given a hero with Movement 4" and Initiative 3
      And the battle is in the shooting phase
      When play moves on to the next phase
      Then the battle is in the close-combat phase
      When play moves on to the next phase
      Then the battle is in turn 2
      And the battle is in the movement phase
      When the hero moves 4" east
      Then the hero stands at (4, 0)

    @clause:mordheim.movement.distance
    Scenario: The battle is in turn 1 or earlier until its close combat is over, then in turn 2 or later
      # Close combat is the last phase of a turn; the next phase is the movement phase of turn 2,
      # where the hero moves again «во время своей фазы передвижения».
      Given a hero with Movement 4" and Initiative 3
      And the battle is in the close-combat phase
      Then the battle is in turn 1 or earlier
      And the battle is in turn 1 or later
      When play moves on to the next phase
      Then the battle is in turn 2 or later
      And the battle is in turn 2 or earlier
      And the battle is in the movement phase
      When the hero moves 4" east
      Then the hero stands at (4, 0)

  Rule: The diving charge's bonus holds for the first close-combat phase only

    @clause:mordheim.diving-charge.bonus
    Scenario: +1 Strength and +1 to hit through this turn's close combat, gone in the next turn
      # «+1 к Силе и +1 к броску на попадание, но только на первую фазу рукопашного боя».
      # From 6" three tests against Initiative 4 (4, 1, 3 all pass); the ork is 1" from the landing.
      Given a hero with Movement 4" and Initiative 4
      And the hero stands at the east edge of a balcony 6" high
      And an enemy ork stands 1" east of the hero
      When the hero charges the enemy ork by way of jumps down and the dice show 4, 1 and 3
      And play moves on to the next phase
      And play moves on to the next phase
      Then the battle is in the close-combat phase
      And the hero has +1 Strength and +1 to hit for the first round of close combat
      When play moves on to the next phase
      Then the battle is in turn 2
      And the hero has no bonus for the first round of close combat
      And the hero is in close combat with the ork
