Feature: Terrain (Местность)
  Open ground has no effect on movement; difficult ground halves it, very difficult
  ground quarters it; walls and barriers up to 1" high are jumped freely.

  @clause:mordheim.terrain.open-ground
  Scenario: Floors, walkways and ladders are open ground: a 2" ladder and 2" of floor use a 4" move
    Given a hero with Movement 4" and Initiative 3
    And a loft 2" high with a ladder up from the hero
    When the hero moves 2" up the ladder then 2" east
    Then the hero stands 2 inches above the table
    And the hero has 0 inches of movement left
    And rule mordheim.terrain.open-ground is applied

  @clause:mordheim.terrain.open-ground
  Scenario: A model passes through a door without slowing down
    Given a hero with Movement 4" and Initiative 3
    And a wall 3" high stands 1" east of the hero
    And a door through the wall
    When the hero moves 4" east
    Then the hero has 0 inches of movement left
    And rule mordheim.terrain.open-ground is applied

  @clause:mordheim.terrain.open-ground @clause:mordheim.terrain.barriers
  Scenario: Without the door the 3" wall is in the way
    Given a hero with Movement 4" and Initiative 3
    And a wall 3" high stands 1" east of the hero
    When the hero moves 4" east
    Then the move is refused by rule mordheim.terrain.barriers

  @clause:mordheim.terrain.difficult-ground
  Scenario Outline: Difficult ground at half speed: Movement 4" crosses <far> of it <result>
    Given a hero with Movement 4" and Initiative 3
    And difficult ground lies 0" to 5" east of the hero
    When the hero moves <far> east
    Then the <check>

    Examples:
      | far  | result       | check                                                 |
      | 2"   | and stops    | hero has 0 inches of movement left                    |
      | 1.5" | with 1" left | hero has 1 inches of movement left                    |
      | 2.1" | no           | move is refused by rule mordheim.movement.distance    |

  @clause:mordheim.terrain.very-difficult-ground
  Scenario Outline: Very difficult ground at a quarter: Movement 4" crosses <far> of it <result>
    Given a hero with Movement 4" and Initiative 3
    And very difficult ground lies 0" to 5" east of the hero
    When the hero moves <far> east
    Then the <check>

    Examples:
      | far  | result | check                                              |
      | 1"   | (yes)  | hero has 0 inches of movement left                 |
      | 1.1" | (no)   | move is refused by rule mordheim.movement.distance |

  @clause:mordheim.terrain.very-difficult-ground
  Scenario: Movement 5" gives 1¼" of very difficult ground, no rounding
    Given a hero with Movement 5" and Initiative 3
    And very difficult ground lies 0" to 5" east of the hero
    When the hero moves 1.25" east
    Then the hero has 0 inches of movement left

  @clause:mordheim.terrain.difficult-ground @clause:mordheim.terrain.open-ground
  Scenario: 2" of open ground then 1" of difficult ground use a 4" move
    Given a hero with Movement 4" and Initiative 3
    And difficult ground lies 2" to 5" east of the hero
    When the hero moves 3" east
    Then the hero has 0 inches of movement left

  @clause:mordheim.terrain.difficult-ground @ruling:mordheim.terrain.cost=whole-move-halved
  Scenario: Under the reading "whole move halved" the same move is too long
    Given a hero with Movement 4" and Initiative 3
    And difficult ground lies 2" to 5" east of the hero
    When the hero moves 3" east
    Then the move is refused by rule mordheim.movement.distance

  @clause:mordheim.terrain.difficult-ground @ruling:mordheim.terrain.cost=whole-move-halved
  Scenario Outline: Under the reading "whole move halved" Movement 5" is halved to 2", rounded down: <far> of difficult ground <result>
    # The alternative: "the whole move is halved (quartered), rounded down to whole inches".
    Given a hero with Movement 5" and Initiative 3
    And difficult ground lies 0" to 5" east of the hero
    When the hero moves <far> east
    Then the <check>

    Examples:
      | far  | result      | check                                              |
      | 2"   | is the move | hero has 0 inches of movement left                 |
      | 2.5" | is too far  | move is refused by rule mordheim.movement.distance |

  @clause:mordheim.terrain.very-difficult-ground @ruling:mordheim.terrain.cost=whole-move-halved
  Scenario Outline: Under the reading "whole move halved" Movement 5" is quartered to 1", rounded down: <far> of very difficult ground <result>
    Given a hero with Movement 5" and Initiative 3
    And very difficult ground lies 0" to 5" east of the hero
    When the hero moves <far> east
    Then the <check>

    Examples:
      | far   | result      | check                                              |
      | 1"    | is the move | hero has 0 inches of movement left                 |
      | 1.25" | is too far  | move is refused by rule mordheim.movement.distance |

  @clause:mordheim.terrain.difficult-ground @clause:mordheim.terrain.open-ground @ruling:mordheim.terrain.cost=whole-move-halved
  Scenario Outline: Under the reading "whole move halved" the open inches count in the halved move: 1" of open ground, then <far> of difficult <result>
    # Movement 4" halved to 2": the 1" of open ground before the difficult ground is part of the whole move.
    Given a hero with Movement 4" and Initiative 3
    And difficult ground lies 1" to 5" east of the hero
    When the hero moves 1" east
    And the hero moves <far> east
    Then the <check>

    Examples:
      | far  | result      | check                                              |
      | 1"   | is the move | hero has 0 inches of movement left                 |
      | 1.5" | is too far  | move is refused by rule mordheim.movement.distance |

  @clause:mordheim.terrain.very-difficult-ground @clause:mordheim.charging.double-movement @ruling:mordheim.terrain.cost=whole-move-halved
  Scenario Outline: Under the reading "whole move halved" a charge through very difficult ground is quartered from 10" to 2", rounded down: an orc <gap> away is <result>
    Given a hero with Movement 5" and Initiative 3
    And very difficult ground lies 0" to 5" east of the hero
    And an enemy ork stands <gap> east of the hero
    When the hero charges the enemy ork
    Then the hero <check>

    Examples:
      | gap  | result  | check                           |
      | 2"   | reached | is in close combat with the ork |
      | 2.5" | missed  | made a failed charge            |

  @clause:mordheim.terrain.difficult-ground @clause:mordheim.charging.failed.move @ruling:mordheim.terrain.cost=whole-move-halved
  Scenario: Under the reading "whole move halved" a failed charge stops where difficult ground would halve its normal move
    # Its normal 4" would be halved to 2" on entering the ground 3" away: it has moved 3" already, so it stops there.
    Given a hero with Movement 4" and Initiative 3
    And difficult ground lies 3" to 4" east of the hero
    And an enemy ork stands 9" east of the hero
    When the hero charges the enemy ork
    Then the hero made a failed charge
    And the hero stands at (3, 0)

  @clause:mordheim.terrain.barriers @clause:mordheim.movement.ladders-and-obstacles
  Scenario Outline: A barrier <height> high <result>
    Given a hero with Movement 4" and Initiative 3
    And a fence <height> high stands 1" east of the hero
    When the hero moves 4" east
    Then the <check>

    Examples:
      | height | result                  | check                                                |
      | 0.5"   | is jumped at no cost    | hero has 0 inches of movement left                   |
      | 1"     | is jumped at no cost    | hero has 0 inches of movement left                   |
      | 1.5"   | cannot be jumped        | move is refused by rule mordheim.terrain.barriers    |

  @clause:mordheim.terrain.barriers
  Scenario Outline: A move that ends <where> the fence is <result>
    # The fence runs from 3" to 3.5" east of the hero's centre, and the hero's base is 1" across. A barrier is gone
    # round or jumped over, and models either side of one cannot touch bases: no base stands on it.
    Given a hero with Movement 4" and Initiative 3
    And a fence 1" high stands 2.5" east of the hero
    When the hero moves <far> east
    Then the <check>

    Examples:
      | far  | where                 | result  | check                                             |
      | 2.5" | with its base against | allowed | hero stands at (2.5, 0)                           |
      | 3.2" | with its base on      | refused | move is refused by rule mordheim.terrain.barriers |
      | 4"   | beyond                | allowed | hero stands at (4, 0)                             |

  @clause:mordheim.terrain.barriers @ruling:mordheim.terrain.base-on-barrier=may-end-on-barriers
  Scenario: Under the reading "may end on barriers" the move may end with the hero's base on the fence
    Given a hero with Movement 4" and Initiative 3
    And a fence 1" high stands 2.5" east of the hero
    When the hero moves 3.2" east
    Then the hero stands at (3.2, 0)

  @clause:mordheim.terrain.barriers
  Scenario: A move may jump the fence in two steps, its base on the fence only between them
    Given a hero with Movement 4" and Initiative 3
    And a fence 1" high stands 2.5" east of the hero
    When the hero moves 3.2" east then 0.8" east
    Then the hero stands at (4, 0)
