Feature: Holding a mount (ДЕРЖАТЬ ЛОШАДЬ)
  A dismounted fighter in base contact may hold his mount by the reins and move at half
  speed, keeping it in base contact.

  Background:
    Given a gunman on foot
    And a riderless horse belonging to the gunman

  @clause:lotow.mounted.holding
  Scenario: He holds the horse and leads it at half his 6" Move
    # "с половиной своей обычной скорости": half of 6" is 3", all of which the 3" walk uses.
    When the gunman holds the horse by the reins
    And the gunman walks 3"
    Then the horse is held by the gunman
    And the gunman has 0 inches of movement left

  @clause:lotow.mounted.holding
  Scenario: Leading a horse he cannot walk 4"
    # Half of 6" is 3": 4" is more than he may lead it.
    When the gunman holds the horse by the reins
    And the gunman walks 4"
    Then the walk is refused by rule lotow.mounted.holding

  @clause:lotow.mounted.holding
  Scenario Outline: Having walked 2" alone, he leads the horse at half speed for what is left: <lead>"
    # 2" of his 6" Move leaves 4/6 = 2/3 of it; at half speed, 3" x 2/3 = 2" to lead the horse.
    Given the gunman has already moved 2"
    When the gunman holds the horse by the reins
    And the gunman walks <lead>"
    Then <outcome>

    Examples:
      | lead | outcome                                             |
      | 2    | the gunman has 0 inches of movement left            |
      | 2.5  | the walk is refused by rule lotow.mounted.holding   |

  @clause:lotow.mounted.holding
  Scenario: Having led the horse 1", he lets go of the reins and walks on at his full speed
    # "спешившийся боец может просто держать её за повод": he may hold it, and may stop holding it. Led 1" at
    # half speed, the horse took 1/3 of his 6" Move; the 4" he walks alone take the other 2/3.
    When the gunman holds the horse by the reins
    And the gunman walks 1"
    And the gunman lets go of the horse's reins
    And the gunman walks 4"
    Then the horse is not held by the gunman
    And the gunman has 0 inches of movement left

  @clause:lotow.mounted.holding
  Scenario: He does not let go of reins he does not hold
    When the gunman lets go of the horse's reins
    Then the release is refused by rule lotow.mounted.holding

  @clause:lotow.mounted.holding
  Scenario: He must be in base contact to hold it
    Given the gunman stands 1" away from the horse
    When the gunman holds the horse by the reins
    Then the hold is refused by rule lotow.mounted.holding

  @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.who=its-rider
  Scenario: A friend of the gunman does not hold the gunman's horse
    # "спешившийся боец может просто держать её за повод": the fighter who got off it.
    Given a deputy on foot
    And the deputy stands 0" away from the horse
    When the deputy holds the horse by the reins
    Then the hold is refused by rule lotow.mounted.holding

  @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.who=any-friend
  Scenario: Under the "any friend" reading a friend in base contact holds the gunman's horse
    Given a deputy on foot
    And the deputy stands 0" away from the horse
    When the deputy holds the horse by the reins
    Then the horse is held by the deputy

  @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.who=any-friend @ruling:lotow.mounted.holding.held-by-another=holder-lets-go-first
  Scenario: Under the "any friend" reading the deputy does not take the reins the gunman holds
    # "спешившийся боец может просто держать её за повод": one holder; letting go is the gunman's own act.
    Given a deputy on foot
    And the deputy stands 0" away from the horse
    When the gunman holds the horse by the reins
    And the deputy holds the horse by the reins
    Then the hold is refused by rule lotow.mounted.holding
    And the horse is held by the gunman

  @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.who=any-friend @ruling:lotow.mounted.holding.held-by-another=holder-lets-go-first
  Scenario: Under the "any friend" reading the deputy takes the reins once the gunman has let go of them
    Given a deputy on foot
    And the deputy stands 0" away from the horse
    When the gunman holds the horse by the reins
    And the gunman lets go of the horse's reins
    And the deputy holds the horse by the reins
    Then the horse is held by the deputy

  @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.who=any-friend @ruling:lotow.mounted.holding.held-by-another=reins-pass
  Scenario: Read as the reins passing, the deputy takes them from the gunman, who lets go of them
    Given a deputy on foot
    And the deputy stands 0" away from the horse
    When the gunman holds the horse by the reins
    And the deputy holds the horse by the reins
    Then the horse is held by the deputy
    And the horse is not held by the gunman

  @clause:lotow.mounted.holding
  Scenario: An enemy in base contact does not hold the horse under either reading
    Given an enemy outlaw 3" from the gunman
    And the outlaw stands 0" away from the horse
    When the outlaw holds the horse by the reins
    Then the hold is refused by rule lotow.mounted.holding

  @clause:lotow.mounted.holding
  Scenario: An enemy outlaw holds his own mule by the reins
    # "спешившийся боец может просто держать её за повод": his own mount is on his side, whichever side that is.
    Given an enemy outlaw 3" from the gunman
    And a riderless mule belonging to the outlaw
    When the outlaw holds the mule by the reins
    Then the mule is held by the outlaw

  @clause:lotow.mounted.holding
  Scenario: Nobody holds a dead horse by the reins
    Given an enemy outlaw 3" from the gunman
    When the horse is killed by the outlaw
    And the gunman holds the horse by the reins
    Then the hold is refused by rule lotow.mounted.holding

  Rule: One mount to a fighter, or each in base contact (ruling lotow.mounted.holding.how-many)

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.how-many=one-mount
    Scenario: One fighter holds one mount: holding his horse, he does not take his mule by the reins too
      # "держать её за повод ... главное, чтобы верховое животное при этом оставалось в базовом
      # контакте с пешей фигуркой": one mount, in base contact with the one fighter holding it.
      Given a riderless mule belonging to the gunman
      When the gunman holds the horse by the reins
      And the gunman holds the mule by the reins
      Then the hold is refused by rule lotow.mounted.holding
      And the horse is held by the gunman
      And the mule is not held by the gunman

    @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.how-many=every-mount-in-contact
    Scenario: Read as every mount in base contact, he holds his horse and his mule and leads both at 3"
      # Both stand in base contact with him; at half his 6" Move he leads them 3", all he has.
      Given a riderless mule belonging to the gunman
      When the gunman holds the horse by the reins
      And the gunman holds the mule by the reins
      And the gunman walks 3"
      Then the horse is held by the gunman
      And the mule is held by the gunman
      And the gunman has 0 inches of movement left

    @clause:lotow.mounted.holding @clause:lotow.prone.going-prone @ruling:lotow.mounted.holding.how-many=every-mount-in-contact @ruling:lotow.mounted.holding.prone=on-his-feet
    Scenario: Read as every mount in base contact, dropping prone he lets go of both reins
      Given a riderless mule belonging to the gunman
      When the gunman holds the horse by the reins
      And the gunman holds the mule by the reins
      And the gunman drops prone
      Then the horse is not held by the gunman
      And the mule is not held by the gunman

    @clause:lotow.mounted.holding @clause:lotow.mounted.mounting.6 @ruling:lotow.mounted.holding.how-many=every-mount-in-contact
    Scenario: Read as every mount in base contact, jumping into the mule's saddle he lets go of the horse
      Given a riderless mule belonging to the gunman
      When the gunman holds the horse by the reins
      And the gunman holds the mule by the reins
      And the gunman mounts the mule and the die shows 6
      Then the gunman is in the saddle
      And the horse is not held by the gunman

  Rule: The holder is a fighter on his feet: in a saddle or lying down he may let go

  @clause:lotow.mounted.holding @clause:lotow.mounted.mounting.6
  Scenario: Jumping into the saddle of his mule, he lets go of the horse he held
    # The one who holds a mount is "спешившийся боец", "пешая фигурка" in base contact with it:
    # once in the saddle he is on foot no more, and holds no reins.
    Given a riderless mule belonging to the gunman
    When the gunman holds the horse by the reins
    And the gunman mounts the mule and the die shows 6
    Then the gunman is in the saddle
    And the horse is not held by the gunman

  @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.prone=on-his-feet
  Scenario: A fighter lying on the ground does not hold a horse by the reins
    Given the gunman lies prone
    When the gunman holds the horse by the reins
    Then the hold is refused by rule lotow.mounted.holding

  @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.prone=lying-too
  Scenario: Under the reading that a fighter lying down holds the reins too, he holds it where he lies
    Given the gunman lies prone
    When the gunman holds the horse by the reins
    Then the horse is held by the gunman

  @clause:lotow.mounted.holding @clause:lotow.mounted.thrown-rider.1 @ruling:lotow.mounted.holding.prone=on-his-feet
  Scenario: A rider thrown on a 1 lies beside his horse but does not hold it until he is on his feet
    Given a rider on a mule
    When the rider rolls on the thrown-rider table and the die shows 1
    And the rider holds the mule by the reins
    Then the hold is refused by rule lotow.mounted.holding

  @clause:lotow.mounted.holding @clause:lotow.prone.going-prone @ruling:lotow.mounted.holding.prone=on-his-feet
  Scenario: A fighter holding his horse who drops prone lets go of the reins
    When the gunman holds the horse by the reins
    And the gunman drops prone
    Then the horse is not held by the gunman

  @clause:lotow.mounted.holding @clause:lotow.prone.crawl @ruling:lotow.mounted.holding.prone=lying-too
  Scenario: Under the "lying too" reading he keeps the reins when he drops prone
    When the gunman holds the horse by the reins
    And the gunman drops prone
    Then the horse is held by the gunman

  @clause:lotow.mounted.holding @clause:lotow.prone.crawl @ruling:lotow.mounted.holding.prone=lying-too
  Scenario: Under the "lying too" reading he leads the horse only on his feet, not crawling
    Given the gunman lies prone
    When the gunman holds the horse by the reins
    And the gunman crawls 1"
    Then the crawl is refused by rule lotow.mounted.holding

  Rule: Leading a mount through difficult ground (ruling lotow.mounted.holding.difficult-ground)

    @clause:lotow.mounted.holding @clause:lotow.mounted.terrain.difficult
    Scenario: Leading the horse at a quarter of his 3" pace through difficult ground, 0.5" leaves him 2" of his 6"
      # "с половиной своей обычной скорости": he leads the horse at 3"; "лошади - уменьшают скорость вчетверо":
      # in difficult ground the horse slows to a quarter of that, 0.75", where a man on foot slows to half.
      # 0.5" of the 0.75" uses two thirds of his Move and leaves a third of 6", 2".
      When the gunman holds the horse by the reins
      And the gunman walks 0.5" through difficult ground
      Then the gunman has 2 inches of movement left

    @clause:lotow.mounted.holding @clause:lotow.mounted.terrain.difficult
    Scenario: He cannot lead the horse 1" through difficult ground, more than the 0.75" it goes there at his pace
      When the gunman holds the horse by the reins
      And the gunman walks 1" through difficult ground
      Then the walk is refused by rule lotow.mounted.terrain.difficult

    @clause:lotow.mounted.holding @clause:lotow.mounted.terrain.difficult @ruling:lotow.mounted.holding.difficult-ground=slower-of-the-two
    Scenario: Read as the slower of the two, he leads the horse 1" through difficult ground at his own 1.5"
      # In difficult ground he walks at half his 3" pace, 1.5" ("как и пешие фигурки"); the horse goes at a
      # quarter of its 10" Move, 2.5": the slower pace is his. 1" of 1.5" leaves a third of his 6" Move, 2".
      When the gunman holds the horse by the reins
      And the gunman walks 1" through difficult ground
      Then the gunman has 2 inches of movement left
