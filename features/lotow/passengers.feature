Feature: Passengers (ПАССАЖИРЫ)
  A mount carries its rider and one passenger. The passenger neither shoots nor fights, may
  be struck, and falls off when the rider is killed.

  Background:
    Given the table "lotow/rider-and-passenger"

  @clause:lotow.mounted.passengers.two-riders
  Scenario: The passenger rides along where the rider takes the horse
    When the rider rides 6"
    Then the passenger rides as a passenger
    And rule lotow.mounted.passengers.two-riders is applied

  @clause:lotow.mounted.passengers.two-riders
  Scenario: The passenger does not drive the horse
    When the passenger rides 6"
    Then the ride is refused by rule lotow.mounted.passengers.two-riders

  @clause:lotow.mounted.passengers.dismount-first
  Scenario: A passenger who jumps off before the rider moves keeps his whole move, and so does the rider
    When the passenger jumps off
    And the rider rides 10"
    Then the passenger is on foot
    And the passenger has 6 inches of movement left
    And the rider has 0 inches of movement left

  @clause:lotow.mounted.passengers.dismount-later
  Scenario: A passenger who jumps off after the rider has moved loses the rest of his move
    When the rider rides 4"
    And the passenger jumps off
    Then the passenger is on foot
    And the passenger can move no further this turn

  @clause:lotow.mounted.passengers.dismount-later @clause:lotow.mounted.jump.2-6
  Scenario: The horse has moved once it has jumped a fence: a passenger who jumps off then loses his move
    # "до того, как фигурка наездника двигалась": the jump over the fence moved the rider's model, though
    # the crossing is not measured against its Move.
    Given a wall 2" high and 0.5" wide
    When the horse tries to cross the wall and the die shows 4
    And the passenger jumps off
    Then the passenger is on foot
    And the passenger can move no further this turn

  @clause:lotow.mounted.passengers.dismount-later @clause:lotow.mounted.obstacles.small
  Scenario: So has a horse that crossed a low rail without a jump
    Given a rail 1" high and 0.5" wide
    When the horse tries to cross the rail
    And the passenger jumps off
    Then the passenger can move no further this turn

  @clause:lotow.mounted.passengers.rider-dismounts @clause:lotow.mounted.passengers.dismount-later @ruling:lotow.mounted.passengers.auto-dismount=loses-move
  Scenario: Read so that getting off with the rider costs the passenger his move, it does after a jump too
    Given a wall 2" high and 0.5" wide
    When the horse tries to cross the wall and the die shows 4
    And the rider dismounts
    Then the passenger can move no further this turn

  @clause:lotow.mounted.passengers.rider-dismounts
  Scenario: When the rider dismounts the passenger gets off too
    When the rider dismounts
    Then the passenger is on foot
    And the rider is on foot

  @clause:lotow.mounted.passengers.rider-dismounts
  Scenario: By default the passenger who gets off with the rider keeps the same share of his move
    # Ruling lotow.mounted.passengers.auto-dismount, default: no penalty is named for the automatic
    # dismount. The rider rode 4" of the horse's 10": 6/10 of the move is left, 3.6" of each man's 6".
    When the rider rides 4"
    And the rider dismounts
    Then the passenger has 3.6 inches of movement left
    And the rider has 3.6 inches of movement left

  @clause:lotow.mounted.passengers.rider-dismounts @clause:lotow.mounted.passengers.dismount-later @ruling:lotow.mounted.passengers.auto-dismount=loses-move
  Scenario: Read otherwise, the passenger loses the rest of his move, as one who gets off after the rider moved
    When the rider rides 4"
    And the rider dismounts
    Then the passenger can move no further this turn
    And the rider has 3.6 inches of movement left

  @clause:lotow.mounted.passengers.no-shooting-or-fighting
  Scenario: A passenger cannot shoot from the horse's back
    Given a deputy on foot
    When the passenger shoots at the deputy
    Then the shot is refused by rule lotow.mounted.passengers.no-shooting-or-fighting

  @clause:lotow.mounted.passengers.no-shooting-or-fighting
  Scenario: A passenger cannot fight in close combat
    When the passenger strikes his blows
    Then the strike is refused by rule lotow.mounted.passengers.no-shooting-or-fighting

  @clause:lotow.mounted.passengers.no-shooting-or-fighting
  Scenario: A passenger cannot charge into close combat either
    # "Пассажиры не могут ... сражаться в рукопашной схватке": nor start one by charging.
    Given an enemy bandit 5" east of the horse
    When the passenger charges the bandit in the open
    Then the charge is refused by rule lotow.mounted.passengers.no-shooting-or-fighting

  Rule: A shot at one of the three rolls In the Way, 4+ to get past each of the others

    @clause:lotow.mounted.passengers.in-the-way
    Scenario: A shot at the passenger that fails the roll for the rider hits the rider
      When a Strength 3 shot aimed at the passenger hits the mounted model and the die shows 3
      Then the shot hits the rider
      And the rider has taken a Strength 3 hit

    @clause:lotow.mounted.passengers.in-the-way
    Scenario: A shot at the passenger that gets past the rider but not the horse hits the horse
      When a Strength 3 shot aimed at the passenger hits the mounted model and the dice show 4 and 1
      Then the shot hits the horse

    @clause:lotow.mounted.passengers.in-the-way
    Scenario: A shot at the passenger that gets past both hits the passenger
      When a Strength 3 shot aimed at the passenger hits the mounted model and the dice show 6 and 4
      Then the shot hits the passenger

    @clause:lotow.mounted.passengers.in-the-way
    Scenario: The rolls may go in any order, the horse first
      When a Strength 3 shot aimed at the passenger hits the mounted model, rolling for the horse first and the dice show 5 and 2
      Then the shot hits the rider

    @clause:lotow.mounted.passengers.in-the-way
    Scenario: The text gives the choice of order to no player, so either may name it
      # Ruling lotow.mounted.passengers.in-the-way-order, default: "в любом порядке" names nobody.
      When a Strength 3 shot aimed at the passenger hits the mounted model, the shooter choosing to roll for the horse first and the dice show 5 and 2
      And a Strength 3 shot aimed at the passenger hits the mounted model, the mounted model's player choosing to roll for the horse first and the dice show 5 and 2
      Then the rider has taken 2 hits

    @clause:lotow.mounted.passengers.in-the-way @ruling:lotow.mounted.passengers.in-the-way-order=shooter
    Scenario: Read as the shooter's choice, the order he names stands
      When a Strength 3 shot aimed at the passenger hits the mounted model, the shooter choosing to roll for the horse first and the dice show 5 and 2
      Then the shot hits the rider

    @clause:lotow.mounted.passengers.in-the-way @ruling:lotow.mounted.passengers.in-the-way-order=shooter
    Scenario: Read as the shooter's choice, the order is not the target's player's to name
      When a Strength 3 shot aimed at the passenger hits the mounted model, the mounted model's player choosing to roll for the horse first
      Then the shot is refused by rule lotow.mounted.passengers.in-the-way

    @clause:lotow.mounted.passengers.in-the-way @ruling:lotow.mounted.passengers.in-the-way-order=owner
    Scenario: Read as the target's player's choice, the order he names stands
      When a Strength 3 shot aimed at the passenger hits the mounted model, the mounted model's player choosing to roll for the horse first and the dice show 5 and 2
      Then the shot hits the rider

    @clause:lotow.mounted.passengers.in-the-way @ruling:lotow.mounted.passengers.in-the-way-order=owner
    Scenario: Read as the target's player's choice, the order is not the shooter's to name
      When a Strength 3 shot aimed at the passenger hits the mounted model, the shooter choosing to roll for the horse first
      Then the shot is refused by rule lotow.mounted.passengers.in-the-way

    @clause:lotow.mounted.passengers.in-the-way
    Scenario: The odds of a shot at the passenger
      # Rider first: 1-3 (1/2) hits the rider; else the horse roll: 1-3 (1/2 x 1/2 = 1/4)
      # hits the horse; else (1/4) the passenger.
      When a Strength 3 shot aimed at the passenger hits the mounted model
      Then the chance that the shot hits the passenger is 1/4
      And the chance that the shot hits the rider is 1/2
      And the chance that the shot hits the horse is 1/4

    @clause:lotow.mounted.passengers.in-the-way @ruling:lotow.mounted.passengers.in-the-way=single-roll
    Scenario: Read as a single roll, a shot at the passenger hits him half the time
      # One roll: 4+ (1/2) the passenger, else the first model named (the rider).
      When a Strength 3 shot aimed at the passenger hits the mounted model
      Then the chance that the shot hits the passenger is 1/2
      And the chance that the shot hits the horse is 0

  Rule: Templates, strikes and a killed rider

    @clause:lotow.mounted.passengers.templates
    Scenario: A template hits rider, horse and passenger as three targets
      When a Strength 3 template covers the horse
      Then the rider has taken 1 hits
      And the horse has taken 1 hits
      And the passenger has taken 1 hits

    @clause:lotow.mounted.passengers.close-combat
    Scenario: An enemy may put all his strikes on the defenceless passenger
      When an enemy of Strength 3 divides his strikes
        | target    | strikes |
        | passenger | 3       |
      Then the passenger has taken 3 hits
      And the rider has taken 0 hits

    @clause:lotow.mounted.passengers.close-combat
    Scenario: Strikes can be split between rider, horse and passenger
      When an enemy of Strength 4 divides his strikes
        | target    | strikes |
        | rider     | 1       |
        | horse     | 1       |
        | passenger | 1       |
      Then the rider has taken a Strength 4 hit
      And the horse has taken a Strength 4 hit
      And the passenger has taken a Strength 4 hit

  Rule: Who divides strikes between rider, mount and passenger

    Background:
      Given the table "lotow/mounted-fight"

    @clause:lotow.mounted.passengers.close-combat
    Scenario: The outlaw puts all his strikes on the defenceless passenger
      When the outlaw divides his strikes at Strength 3
        | target    | strikes |
        | passenger | 2       |
      Then the passenger has taken 2 hits

    @clause:lotow.mounted.passengers.no-shooting-or-fighting
    Scenario: The sidekick, a passenger, strikes nobody, not even the defenceless passenger
      # "Пассажиры ... не могут сражаться в рукопашной схватке".
      When the sidekick divides his strikes at Strength 3
        | target    | strikes |
        | passenger | 2       |
      Then the strike is refused by rule lotow.mounted.passengers.no-shooting-or-fighting

    @clause:lotow.mounted.thrown-rider.2-5
    Scenario: Thrown on a 3, the outlaw puts no strikes on the passenger this turn
      # "он не может наносить удары, если игрок выиграл раунд": even if his side wins the fight.
      # The sidekick comes off with him (ruling lotow.mounted.passengers.rider-thrown) and rolls the 4.
      When the outlaw rolls on the thrown-rider table and the dice show 3 and 4
      And the outlaw divides his strikes at Strength 3
        | target    | strikes |
        | passenger | 2       |
      Then the strike is refused by rule lotow.mounted.thrown-rider.2-5

    @clause:lotow.mounted.passengers.close-combat
    Scenario: The strikes divided are the enemy's: the rider does not strike his own passenger
      # "Противник может распределять свои атаки между наездником, верховым животным и пассажиром".
      When the rider divides his strikes at Strength 3
        | target    | strikes |
        | passenger | 1       |
      Then the strike is refused by rule lotow.mounted.passengers.close-combat

    @clause:lotow.mounted.passengers.no-shooting-or-fighting
    Scenario: Nor does the sidekick kill the rider's horse: a passenger neither shoots nor strikes
      When the horse is killed by the sidekick
      Then the kill is refused by rule lotow.mounted.passengers.no-shooting-or-fighting

    @clause:lotow.mounted.thrown-rider.2-5
    Scenario: Thrown on a 3, the outlaw kills no horse this turn
      # "В этот ход боец более ничего делать не может".
      When the outlaw rolls on the thrown-rider table and the dice show 3 and 4
      And the horse is killed by the outlaw
      Then the kill is refused by rule lotow.mounted.thrown-rider.2-5

  Rule: A killed rider

    @clause:lotow.mounted.passengers.rider-killed
    Scenario: When the rider is killed the passenger falls and rolls on the Thrown Riders table
      When the rider is killed and the die shows 1
      Then the rider is dead
      And the passenger is thrown
      And the passenger lies prone
      And the passenger has taken a Strength 2 hit

    @clause:lotow.mounted.passengers.rider-killed
    Scenario: The odds for the passenger when the rider is killed
      # His Thrown Riders roll: no hit on 2-6 (5/6); nothing more this turn on 2-5 (4/6 = 2/3).
      When the rider is killed
      Then the chance that the passenger has taken 0 hits is 5/6
      And the chance that the passenger can do nothing more this turn is 2/3

    @clause:lotow.mounted.passengers.rider-killed @clause:lotow.mounted.jump.natural-one
    Scenario: When the rider is thrown over a high fence, the passenger falls too
      # Ruling lotow.mounted.passengers.rider-thrown, default: the passenger is thrown as well.
      # Thrown only on a natural 1 (1/6): the passenger's own roll of 1 (1/6) is the hit, 1/36.
      Given a fence 1.75" high and 0.5" wide
      When the horse tries to cross the fence
      Then the chance that the passenger is thrown is 1/6
      And the chance that the passenger has taken a Strength 2 hit is 1/36

    @clause:lotow.mounted.passengers.rider-killed @ruling:lotow.mounted.passengers.rider-thrown=passenger-stays
    Scenario: Read otherwise, the passenger stays on and takes the reins
      Given a fence 1.75" high and 0.5" wide
      When the horse tries to cross the fence and the dice show 1 and 3
      Then the rider is thrown
      And the passenger is in the saddle

    @clause:lotow.mounted.rider-controls @ruling:lotow.mounted.passengers.rider-thrown=passenger-stays
    Scenario: Taking the reins, the passenger rides on only what is left of the horse's move
      # The horse has carried both 6" of its 10" Move; its rider is thrown (a 3, 2-5). The passenger
      # rode along: "именно он [наездник] является определяющей силой движения", and a passenger's own
      # movement is spent once the rider has moved. 10 - 6 = 4" are left, not a fresh 10".
      When the rider rides 6"
      And the rider rolls on the thrown-rider table and the die shows 3
      Then the passenger is in the saddle
      And the passenger has 4 inches of movement left
      When the passenger rides 5"
      Then the ride is refused by rule lotow.mounted.rider-controls

    @clause:lotow.mounted.jump.1 @ruling:lotow.mounted.passengers.rider-thrown=passenger-stays
    Scenario: Taking the reins of a horse that refused the fence, he does not ride it on this turn
      # "фигурка остаётся на месте и не может двигаться в этот ход": the 1 on the hard jump (-1) throws
      # the rider (a 4, 2-5); the mounted model, now his, stays where it is.
      Given a fence 1.75" high and 0.5" wide
      When the horse tries to cross the fence and the dice show 1 and 4
      And the passenger rides 2"
      Then the ride is refused by rule lotow.mounted.jump.1

    @clause:lotow.mounted.thrown-rider.2-5 @clause:lotow.mounted.passengers.rider-killed
    Scenario: A thrown rider's passenger falls off too and rolls for himself
      # Ruling lotow.mounted.passengers.rider-thrown, default reading: the passenger is thrown as well.
      When the rider rolls on the thrown-rider table and the dice show 4 and 6
      Then the rider can do nothing more this turn
      And the passenger is on foot
      And the passenger is thrown
      And the passenger is standing

    @clause:lotow.mounted.passengers.rider-killed
    Scenario: A killed rider does not walk away from his horse
      # "Если наездник убит": a dead man does nothing; his passenger's roll of 6 lands him on his feet.
      When the rider is killed and the die shows 6
      And the rider walks 2"
      Then the walk is refused by rule lotow.mounted.passengers.rider-killed

    @clause:lotow.mounted.passengers.rider-killed
    Scenario: A killed rider does not get back on his horse
      When the rider is killed and the die shows 6
      And the rider mounts the horse
      Then the mounting is refused by rule lotow.mounted.passengers.rider-killed
      And the horse has no rider

    @clause:lotow.mounted.passengers.rider-killed
    Scenario: A killed rider does not shoot
      Given an enemy bandit 5" east of the horse
      When the rider is killed and the die shows 6
      And the rider shoots at the bandit
      Then the shot is refused by rule lotow.mounted.passengers.rider-killed

    @clause:lotow.mounted.passengers.rider-killed
    Scenario: Nobody charges a killed rider
      Given an enemy bandit 5" east of the horse
      When the rider is killed and the die shows 6
      And the bandit charges the rider
      Then the charge is refused by rule lotow.mounted.passengers.rider-killed

    @clause:lotow.mounted.passengers.rider-killed
    Scenario: Nobody shoots at a killed rider
      Given an enemy bandit 5" east of the horse
      When the rider is killed and the die shows 6
      And the bandit shoots at the rider
      Then the shot is refused by rule lotow.mounted.passengers.rider-killed

  Rule: A horse killed under its rider: the excerpt has no rule (ruling lotow.mounted.killed-under-rider), and nobody rides a dead horse on

    @clause:lotow.mounted.passengers.close-combat @clause:lotow.mounted.passengers.rider-killed
    Scenario: By default rider and passenger come off the dead horse and roll on the Thrown Riders table
      # As a passenger whose rider is killed does. The rider rolls 4 (2-5: nothing more this turn),
      # the passenger 6 (he lands on his feet).
      Given an enemy bandit 3" east of the horse
      When the horse is killed by the bandit and the dice show 4 and 6
      Then the horse is dead
      And the horse has no rider
      And the rider is thrown
      And the rider can do nothing more this turn
      And the passenger is thrown
      And the passenger is on foot

    @clause:lotow.mounted.passengers.rider-killed @ruling:lotow.mounted.passengers.rider-thrown=passenger-stays
    Scenario: Even where a thrown rider's passenger would take the reins, nobody takes the reins of a dead horse
      Given an enemy bandit 3" east of the horse
      When the horse is killed by the bandit and the dice show 5 and 2
      Then the passenger is on foot
      And the passenger is thrown

    @clause:lotow.mounted.passengers.close-combat @clause:lotow.mounted.dismounting @ruling:lotow.mounted.killed-under-rider=steps-off
    Scenario: Read as a dismount, both are set on foot beside the dead horse without a roll
      Given an enemy bandit 3" east of the horse
      When the horse is killed by the bandit
      Then the horse has no rider
      And the rider is not thrown
      And the rider is on foot
      And the passenger is on foot
      And the rider has 6 inches of movement left

    @clause:lotow.mounted.mounting.jump @ruling:lotow.mounted.killed-under-rider=steps-off
    Scenario: On foot beside the dead horse, he does not get back on it
      Given an enemy bandit 3" east of the horse
      When the horse is killed by the bandit
      And the rider mounts the horse
      Then the mounting is refused by rule lotow.mounted.mounting.jump

    @clause:lotow.mounted.passengers.close-combat
    Scenario: Whatever the rolls, nobody is left in the dead horse's saddle
      Given an enemy bandit 3" east of the horse
      When the horse is killed by the bandit
      Then the chance that the rider is in the saddle or the passenger rides as a passenger is 0
