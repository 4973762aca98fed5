Feature: Models lying on the ground (ФИГУРКИ, ЛЕЖАЩИЕ НА ЗЕМЛЕ)
  Going prone by choice costs half the move and ends movement; standing up costs half
  the move and the rest may be used; a prone model that stays down crawls at most 2";
  behind cover it moves unseen by an enemy who cannot see it and sees as if standing; it
  has no control zone and cannot charge.

  Background:
    Given a rifleman on foot

  Rule: Going prone by choice costs half the move and ends movement

    @clause:lotow.prone.going-prone @clause:lotow.prone.laid-down
    Scenario: A fighter with Move 6" walks 3" and then drops
      When the rifleman walks 3"
      And the rifleman drops prone
      Then the rifleman lies prone
      And the rifleman can move no further this turn
      And rule lotow.prone.laid-down is applied

    @clause:lotow.prone.going-prone
    Scenario: Dropping prone without moving still ends his movement
      When the rifleman drops prone
      And the rifleman crawls 1"
      Then the crawl is refused by rule lotow.prone.crawl

    @clause:lotow.prone.going-prone
    Scenario: After walking 4" of 6" there is not half a move left to drop prone
      When the rifleman walks 4"
      And the rifleman drops prone
      Then the drop is refused by rule lotow.prone.going-prone

    @clause:lotow.prone.going-prone @ruling:lotow.prone.half-move-basis=half-of-remaining
    Scenario: Under the reading "half of what is left", he may drop after walking 4"
      When the rifleman walks 4"
      And the rifleman drops prone
      Then the rifleman lies prone

  Rule: Standing up costs half the move; the rest may be used

    @clause:lotow.prone.standing-up
    Scenario: A prone fighter with Move 6" stands up and has 3" left
      Given the rifleman lies prone
      When the rifleman stands up
      Then the rifleman is standing
      And the rifleman has 3 inches of movement left

    @clause:lotow.prone.standing-up
    Scenario: He walks the remaining half after standing up, and no more
      Given the rifleman lies prone
      When the rifleman stands up
      And the rifleman walks 3"
      Then the rifleman has 0 inches of movement left

    @clause:lotow.prone.standing-up
    Scenario: Standing up with no move left is refused
      When the rifleman drops prone
      And the rifleman stands up
      Then the stand is refused by rule lotow.prone.standing-up

    @clause:lotow.prone.standing-up @clause:lotow.prone.crawl
    Scenario: A fighter who crawled this turn stays down
      Given the rifleman lies prone
      When the rifleman crawls 1"
      And the rifleman stands up
      Then the stand is refused by rule lotow.prone.standing-up

    @clause:lotow.prone.standing-up @ruling:lotow.prone.crawl-or-stand=crawl-counts-against-move
    Scenario: Under the reading that the crawl comes out of the move, he may stand after crawling 1"
      Given the rifleman lies prone
      When the rifleman crawls 1"
      And the rifleman stands up
      Then the rifleman is standing
      And the rifleman has 2 inches of movement left

    @clause:lotow.prone.standing-up @ruling:lotow.prone.crawl-or-stand=crawl-counts-against-move
    Scenario: Crawling 2" of a Move of 3" leaves not half his Move: he stays down
      Given a gunman on foot with a Move of 3"
      And the gunman lies prone
      When the gunman crawls 2"
      And the gunman stands up
      Then the stand is refused by rule lotow.prone.standing-up

    @clause:lotow.prone.standing-up @ruling:lotow.prone.crawl-or-stand=crawl-counts-against-move @ruling:lotow.prone.half-move-basis=half-of-remaining
    Scenario: Read as half of what is left, the same fighter stands for half his last 1"
      Given a gunman on foot with a Move of 3"
      And the gunman lies prone
      When the gunman crawls 2"
      And the gunman stands up
      Then the gunman is standing
      And the gunman has 0.5 inches of movement left

    @clause:lotow.prone.standing-up
    Scenario: A fighter who is standing cannot stand up
      When the rifleman stands up
      Then the stand is refused by rule lotow.prone.standing-up

  Rule: A prone model that stays down crawls at most 2"

    @clause:lotow.prone.crawl
    Scenario Outline: A crawl of <distance> is allowed
      Given the rifleman lies prone
      When the rifleman crawls <distance>
      Then the rifleman lies prone
      And rule lotow.prone.crawl is applied

      Examples:
        | distance |
        | 0.5"     |
        | 2"       |

    @clause:lotow.prone.crawl
    Scenario: A crawl of 2.5" is refused
      Given the rifleman lies prone
      When the rifleman crawls 2.5"
      Then the crawl is refused by rule lotow.prone.crawl

    @clause:lotow.prone.crawl
    Scenario: Two crawls of 1.5" add up to more than 2"
      Given the rifleman lies prone
      When the rifleman crawls 1.5"
      And the rifleman crawls 1.5"
      Then the crawl is refused by rule lotow.prone.crawl

    @clause:lotow.prone.crawl
    Scenario Outline: The 2" limits a crawl; it gives a Move 1.5" fighter no more than his Move
      # "Передвижение всех лежащих фигурок ... ограничено 2"": a limit, not an allowance.
      Given a gunman on foot with a Move of 1.5"
      And the gunman lies prone
      When the gunman crawls <distance>
      Then <outcome>

      Examples:
        | distance | outcome                                     |
        | 1.5"     | the gunman lies prone                       |
        | 2"       | the crawl is refused by rule lotow.prone.crawl |

    @clause:lotow.prone.crawl @ruling:lotow.prone.crawl-or-stand=choose-at-start
    Scenario: After crawling 1" he has only the rest of his 2" left, not the rest of his Move
      Given the rifleman lies prone
      When the rifleman crawls 1"
      Then the rifleman has 1 inches of movement left

    @clause:lotow.prone.crawl @ruling:lotow.prone.crawl-or-stand=crawl-counts-against-move
    Scenario: Under the reading that the crawl comes out of the move, the rest of his Move is left after crawling 1"
      Given the rifleman lies prone
      When the rifleman crawls 1"
      Then the rifleman has 5 inches of movement left

    @clause:lotow.prone.crawl
    Scenario: A standing fighter does not crawl
      When the rifleman crawls 1"
      Then the crawl is refused by rule lotow.prone.crawl

  Rule: Behind cover a prone model moves unseen and sees as if standing

    @clause:lotow.prone.unseen-behind-cover
    Scenario: Crawling behind cover, he stays out of the view of an enemy who cannot see him
      Given the rifleman lies prone behind cover
      And an enemy deputy 8" from the rifleman
      And the deputy cannot see the rifleman
      When the rifleman crawls 2"
      And the deputy looks for the rifleman
      Then the rifleman is unseen by the deputy
      And rule lotow.prone.unseen-behind-cover is applied

    @clause:lotow.prone.sees-as-standing
    Scenario: Lying behind a 0.75" log, he looks out as if standing (eyes at 1")
      Given the rifleman lies prone behind cover
      When the rifleman looks out over 0.75" of cover
      Then the rifleman sees over it

    @clause:lotow.prone.sees-as-standing
    Scenario: Cover higher than a standing man's eyes still blocks his view
      Given the rifleman lies prone behind cover
      When the rifleman looks out over 1.5" of cover
      Then the rifleman cannot see over it

    @clause:lotow.prone.sees-as-standing
    Scenario: Lying behind a 1" wall as high as a standing man's eyes, by default he does not see over it
      # "как если бы фигурка стояла в полный рост": his eyes standing are 1" high, level with the top;
      # the text gives no boundary (ruling lotow.prone.eyes-level-with-top).
      Given the rifleman lies prone behind cover
      When the rifleman looks out over 1" of cover
      Then the rifleman cannot see over it

    @clause:lotow.prone.sees-as-standing @ruling:lotow.prone.eyes-level-with-top=level-sees
    Scenario: Read so that eyes level with the top see over it, he sees over the 1" wall
      Given the rifleman lies prone behind cover
      When the rifleman looks out over 1" of cover
      Then the rifleman sees over it

    @clause:lotow.prone.sees-as-standing
    Scenario: A fighter lying in the open is not "behind cover"
      Given the rifleman lies prone
      When the rifleman looks out over 0.75" of cover
      Then the look is refused by rule lotow.prone.sees-as-standing

  Rule: A visible prone body is seen

    @clause:lotow.prone.visible-body
    Scenario: A prone fighter whose body the shooter sees plainly is seen, with no roll
      Given the rifleman lies prone behind cover
      And an enemy deputy 8" from the rifleman
      And the deputy sees the rifleman plainly
      When the deputy looks for the rifleman
      Then the rifleman is seen by the deputy
      And rule lotow.prone.visible-body is applied

    @clause:lotow.prone.visible-body
    Scenario: A prone fighter in the open that the shooter can see is seen
      Given the rifleman lies prone
      And an enemy deputy 8" from the rifleman
      And the deputy sees part of the rifleman
      When the deputy looks for the rifleman
      Then the rifleman is seen by the deputy

  Rule: A prone model has no control zone and cannot charge

    @clause:lotow.prone.no-control-zone
    Scenario: An enemy may jump a fence to land right beside a prone fighter lying against it
      Given a fence 0.25" wide with the rifleman standing against it
      And the rifleman lies prone
      And an enemy deputy 0.5" beyond the fence and 1" to the north
      When the deputy jumps the fence
      Then the rifleman has no control zone
      And the deputy must take a Jump test
      And rule lotow.prone.no-control-zone is applied

    @clause:lotow.prone.cannot-charge
    Scenario: A prone fighter cannot charge an enemy he sees
      Given the rifleman lies prone
      And an enemy deputy 2" from the rifleman
      When the rifleman charges the deputy in the open
      Then the charge is refused by rule lotow.prone.cannot-charge

    @clause:lotow.prone.cannot-charge
    Scenario: Once standing, he may charge
      Given the rifleman lies prone
      And an enemy deputy 2" from the rifleman
      When the rifleman stands up
      And the rifleman charges the deputy in the open
      Then the rifleman is engaged with the deputy

    @clause:lotow.prone.standing-up @clause:lotow.obstacles.must-see
    Scenario: Standing up costs 3" of his 6", and the 2" charge into base contact leaves him 1"
      # "После этого фигурка может свободно закончить своё оставшееся передвижение (оставшуюся половину)":
      # the charge is made with the half that is left.
      Given the rifleman lies prone
      And an enemy deputy 2" from the rifleman
      When the rifleman stands up
      And the rifleman charges the deputy in the open
      Then the rifleman is in base contact with the deputy
      And the rifleman has 1 inches of movement left

    @clause:lotow.prone.standing-up @clause:lotow.obstacles.must-see
    Scenario: Having stood up, he cannot charge a deputy 4" away with the 3" he has left
      Given the rifleman lies prone
      And an enemy deputy 4" from the rifleman
      When the rifleman stands up
      And the rifleman charges the deputy in the open
      Then the charge is refused by rule lotow.obstacles.must-see

    @clause:lotow.prone.close-combat
    Scenario: A prone fighter who is charged fights under the close combat rules for prone models
      Given the rifleman lies prone
      And an enemy deputy 2" from the rifleman
      And the deputy sees the rifleman plainly
      When the deputy charges the rifleman in the open
      Then the deputy is engaged with the rifleman
      And the rifleman lies prone
      And rule lotow.prone.close-combat is applied

  @clause:lotow.prone.crawl
  Scenario: A fighter lying down cannot simply walk
    Given a gunman on foot
    And the gunman lies prone
    When the gunman walks 3"
    Then the walk is refused by rule lotow.prone.crawl

  @clause:lotow.prone.crawl
  Scenario: A fighter lying down does not jump a fence: he crawls, or stands up first
    # "Передвижение всех лежащих фигурок (которые вставать не хотят) ограничено 2". Это отражает
    # ползущего на четвереньках бойца": a jump is no crawl on all fours.
    Given a fence 0.25" wide with the rifleman standing 0.5" behind it
    And the rifleman lies prone
    When the rifleman jumps the fence
    Then the jump is refused by rule lotow.prone.crawl

  @clause:lotow.prone.crawl @clause:lotow.prone.standing-up
  Scenario: Once on his feet he may try to jump the fence
    Given a fence 0.25" wide with the rifleman standing 0.5" behind it
    And the rifleman lies prone
    When the rifleman stands up
    And the rifleman jumps the fence
    Then the rifleman must take a Jump test

  @clause:lotow.prone.crawl
  Scenario Outline: A fighter lying on a roof does not jump down <height>
    Given a gunman on a roof 3" high
    And the gunman lies prone
    When the gunman jumps down <height>
    Then the jump is refused by rule lotow.prone.crawl

    Examples:
      | height |
      | 1.5"   |
      | 3"     |
