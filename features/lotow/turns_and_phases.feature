Feature: The turn and its phases (фаза Движения, Стрельбы, Ближнего Боя)
  The clock of a Legends of the Old West table is the turn and its phase: Movement, then
  Shooting, then Close Combat, then the next turn's Movement phase. The text names the phase
  of some rules: a prone model stands up "в фазу Движения", a passenger gets off "в любой
  момент фазы Движения", a hidden model gives itself away when it shoots "в фазу Стрельбы".
  An action of an earlier phase than the clock shows is refused by the rule that names its
  phase; one of a later phase means that phase has begun.

  Rule: A prone model stands up in the Movement phase

    @clause:lotow.prone.standing-up
    Scenario: In the Shooting phase the prone rifleman may not stand up
      # «Лежащая на земле фигурка может встать в фазу Движения».
      Given a rifleman on foot
      And the rifleman lies prone
      And the battle is in the shooting phase
      When the rifleman stands up
      Then the stand-up is refused by rule lotow.prone.standing-up
      And the rifleman lies prone

    @clause:lotow.prone.standing-up
    Scenario: He stands up in the next turn's Movement phase, for half of his 6" move
      # Shooting → Close Combat → turn 2, Movement: standing costs 6 / 2 = 3", 3" are left.
      Given a rifleman on foot
      And the rifleman lies prone
      And the battle is in the shooting phase
      When play moves on to the next phase
      Then the battle is in the close-combat phase
      When play moves on to the next phase
      Then the battle is in turn 2
      And the battle is in the movement phase
      When the rifleman stands up
      Then the rifleman is standing
      And the rifleman has 3 inches of movement left
      And the battle is in turn 2


  Rule: Going prone by choice and crawling are moves of the Movement phase (ruling lotow.prone.phase)

    @clause:lotow.prone.going-prone @ruling:lotow.prone.phase=movement-phase
    Scenario: In the Shooting phase the rifleman may not drop prone by choice
      # "затрачивается половина движения": dropping is paid from the move, made in the Movement phase.
      Given a rifleman on foot
      And the battle is in the shooting phase
      When the rifleman drops prone
      Then the drop is refused by rule lotow.prone.going-prone
      And the rifleman is standing

    @clause:lotow.prone.crawl @ruling:lotow.prone.phase=movement-phase
    Scenario: In the Close Combat phase the prone rifleman may not crawl
      Given a rifleman on foot
      And the rifleman lies prone
      And the battle is in the close-combat phase
      When the rifleman crawls 1"
      Then the crawl is refused by rule lotow.prone.crawl

    @clause:lotow.prone.going-prone @ruling:lotow.prone.phase=any-phase
    Scenario: Under the "any phase" reading he drops prone in the Shooting phase, and moves no further
      Given a rifleman on foot
      And the battle is in the shooting phase
      When the rifleman drops prone
      Then the rifleman lies prone
      And the rifleman can move no further this turn

    @clause:lotow.prone.crawl @ruling:lotow.prone.phase=any-phase
    Scenario: Under the "any phase" reading the prone rifleman crawls 1" in the Close Combat phase
      # He stays down (ruling lotow.prone.crawl-or-stand, default): the 1" left of his 2" is all
      # the movement he has left.
      Given a rifleman on foot
      And the rifleman lies prone
      And the battle is in the close-combat phase
      When the rifleman crawls 1"
      Then the rifleman lies prone
      And the rifleman has 1 inches of movement left
  Rule: A passenger gets off at any moment of the Movement phase

    @clause:lotow.mounted.passengers.dismount-later
    Scenario: In the Close Combat phase the passenger may not jump off
      # «пассажир может спешиться в любой момент фазы Движения».
      Given the table "lotow/rider-and-passenger"
      And the battle is in the close-combat phase
      When the passenger jumps off
      Then the jump is refused by rule lotow.mounted.passengers.dismount-later
      And the passenger rides as a passenger

    @clause:lotow.mounted.passengers.dismount-later
    Scenario: The move he lost by jumping off late is his again the next turn
      # «сам теряет своё оставшееся движение»: the rest of this turn's move; turn 2 gives him
      # his whole 6" (a fighter's Move) again.
      Given the table "lotow/rider-and-passenger"
      When the rider rides 4"
      And the passenger jumps off
      Then the passenger can move no further this turn
      When the next turn begins
      Then the passenger has 6 inches of movement left
      And the passenger is on foot

  Rule: Riding, getting on and getting off are moves of the Movement phase (ruling lotow.mounted.phase)

    @clause:lotow.mounted.dismounting @clause:lotow.mounted.passengers.rider-dismounts @ruling:lotow.mounted.phase=movement-phase
    Scenario: In the Shooting phase the rider may not get off and take his passenger off with him
      # The passenger may get off only "в любой момент фазы Движения"; "Если наездник спешивается
      # с верхового животного, пассажир спешивается автоматически": the rider's getting off is
      # part of his move ("любое оставшееся (в пропорции) движение может проделать пешком").
      Given the table "lotow/rider-and-passenger"
      And the battle is in the shooting phase
      When the rider dismounts
      Then the dismount is refused by rule lotow.mounted.dismounting
      And the rider is in the saddle
      And the passenger rides as a passenger

    @clause:lotow.mounted.dismounting @clause:lotow.mounted.passengers.rider-dismounts @ruling:lotow.mounted.phase=any-phase
    Scenario: Under the "any phase" reading the rider gets off in the Shooting phase, and his passenger with him
      Given the table "lotow/rider-and-passenger"
      And the battle is in the shooting phase
      When the rider dismounts
      Then the rider is on foot
      And the passenger is on foot

    @clause:lotow.mounted.rider-controls @ruling:lotow.mounted.phase=movement-phase
    Scenario: In the Close Combat phase the rider may not ride on
      Given a rider on a horse
      And the battle is in the close-combat phase
      When the rider rides 4"
      Then the ride is refused by rule lotow.mounted.rider-controls

    @clause:lotow.mounted.rider-controls @ruling:lotow.mounted.phase=any-phase
    Scenario: Under the "any phase" reading he rides 4" of his horse's 10" in the Close Combat phase
      Given a rider on a horse
      And the battle is in the close-combat phase
      When the rider rides 4"
      Then the rider has 6 inches of movement left

    @clause:lotow.mounted.mounting.jump @ruling:lotow.mounted.phase=movement-phase
    Scenario: In the Shooting phase a fighter on foot does not jump into his horse's saddle
      # Refused before the jump is rolled.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the battle is in the shooting phase
      When the gunman mounts the horse
      Then the mounting is refused by rule lotow.mounted.mounting.jump
      And the gunman is on foot

    @clause:lotow.mounted.mounting.jump @clause:lotow.mounted.mounting.6 @ruling:lotow.mounted.phase=any-phase
    Scenario: Under the "any phase" reading he jumps into the saddle in the Shooting phase
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the battle is in the shooting phase
      When the gunman mounts the horse and the die shows 6
      Then the gunman is in the saddle

    @clause:lotow.mounted.saddle-up.conditions @ruling:lotow.mounted.phase=movement-phase
    Scenario: In the Shooting phase the gunman does not leap from the balcony into the saddle
      Given a gunman on a balcony 3" high
      And the gunman's horse stands 1" from the balcony
      And the battle is in the shooting phase
      When the gunman leaps from the balcony into the saddle of the horse
      Then the leap is refused by rule lotow.mounted.saddle-up.conditions

    @clause:lotow.mounted.rider-controls @ruling:lotow.mounted.phase=movement-phase
    Scenario: In the Shooting phase the rider does not put his horse at a fence
      Given a rider on a horse
      And a fence 1.75" high and 0.5" wide
      And the battle is in the shooting phase
      When the horse tries to cross the fence
      Then the crossing is refused by rule lotow.mounted.rider-controls

    @clause:lotow.mounted.rider-controls @ruling:lotow.mounted.phase=movement-phase
    Scenario: In the Shooting phase the rider does not charge in the saddle
      Given a rider on a horse
      And an enemy bandit 5" east of the horse
      And the battle is in the shooting phase
      When the rider charges the bandit
      Then the charge is refused by rule lotow.mounted.rider-controls

    @clause:lotow.mounted.holding @ruling:lotow.mounted.phase=movement-phase
    Scenario: In the Close Combat phase the gunman does not lead his horse by the reins
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman holds the horse by the reins
      And play moves on to the next phase
      And play moves on to the next phase
      And the gunman walks 2"
      Then the walk is refused by rule lotow.mounted.holding
      And the horse is held by the gunman

    @clause:lotow.mounted.rider-controls
    Scenario: The next turn's Movement phase he rides again
      Given a rider on a horse
      And the battle is in the close-combat phase
      When play moves on to the next phase
      And the rider rides 4"
      Then the battle is in turn 2
      And the rider has 6 inches of movement left

  Rule: Walking, charging, jumping and climbing on foot are moves of the Movement phase (ruling lotow.foot.phase)
    # The text names the Movement phase for models on foot only where they move: "оба - и наездник,
    # и пассажир - могут двигаться в фазу Движения свободно", and a prone model stands up "в фазу
    # Движения", after which it "может свободно закончить своё оставшееся передвижение".

    @clause:lotow.mounted.dismounting @ruling:lotow.foot.phase=movement-phase
    Scenario: In the Shooting phase the gunman does not walk on
      Given a gunman on foot
      And the battle is in the shooting phase
      When the gunman walks 2"
      Then the walk is refused by rule lotow.mounted.dismounting

    @clause:lotow.mounted.dismounting @ruling:lotow.foot.phase=any-phase
    Scenario: Under the "any phase" reading the gunman walks 2" of his 6" in the Close Combat phase
      Given a gunman on foot
      And the battle is in the close-combat phase
      When the gunman walks 2"
      Then the gunman has 4 inches of movement left

    @clause:lotow.obstacles.must-see @ruling:lotow.foot.phase=movement-phase
    Scenario: In the Shooting phase the gunman does not charge on foot
      Given a gunman on foot
      And an enemy bandit 3" from the gunman
      And the battle is in the shooting phase
      When the gunman charges the bandit in the open
      Then the charge is refused by rule lotow.obstacles.must-see

    @clause:lotow.falling.no-jump-test @ruling:lotow.foot.phase=movement-phase
    Scenario: In the Shooting phase the gunman does not jump down, but a fall befalls him in any phase
      Given a gunman on foot
      And the battle is in the shooting phase
      When the gunman jumps down 3"
      Then the jump is refused by rule lotow.falling.no-jump-test
      When the gunman falls 3"
      Then the gunman has fallen

    @clause:lotow.levels.auto-charge @ruling:lotow.foot.phase=movement-phase
    Scenario: In the Close Combat phase the kid does not climb onto the balcony
      # "Последующий ближний бой проходит в фазу Ближнего Боя": the climb came before it.
      Given a balcony 3" high
      And a kid at the foot of the balcony
      And the battle is in the close-combat phase
      When the kid climbs onto the balcony
      Then the climb is refused by rule lotow.levels.auto-charge

  Rule: A hidden model that shoots does so in the Shooting phase

    @clause:lotow.spotting.shooting-reveals
    Scenario: His shot begins the Shooting phase: he can no longer stand up this turn
      Given a rifleman on foot
      And an enemy deputy 4" from the rifleman
      And the deputy cannot see the rifleman
      When the rifleman shoots from hiding
      Then the battle is in the shooting phase
      And the rifleman is seen by the deputy

    @clause:lotow.spotting.shooting-reveals
    Scenario: In the Close Combat phase nobody shoots from hiding
      # «которые в фазу Стрельбы осуществляют стрельбу»: the Shooting phase is over.
      Given a rifleman on foot
      And an enemy deputy 4" from the rifleman
      And the deputy cannot see the rifleman
      And the battle is in the close-combat phase
      When the rifleman shoots from hiding
      Then the shot is refused by rule lotow.spotting.shooting-reveals
      And the rifleman is unseen by the deputy

    @clause:lotow.spotting.shooting-reveals
    Scenario: Given away "в этот, а также последующие ходы": still seen through the next turn's phases
      Given a rifleman on foot
      And an enemy deputy 4" from the rifleman
      And the deputy cannot see the rifleman
      # Shooting (turn 1) → Close Combat → Movement, Shooting, Close Combat of turn 2.
      When the rifleman shoots from hiding
      And play moves on to the next phase
      And play moves on to the next phase
      And play moves on to the next phase
      And play moves on to the next phase
      Then the battle is in turn 2
      And the battle is in the close-combat phase
      And the rifleman is seen by the deputy

  Rule: Priority is won for a turn, and the next turn's is won anew

    # "Игрок, чей сейчас ход (выигравший преимущество)": the side with priority is the one whose turn it is; who
    # wins it in the next turn is the base rules' roll (outside the excerpt), not this turn's winner.

    @clause:lotow.mounted.loose.enemies-in-path
    Scenario: The enemy side's priority of this turn does not carry into the next
      Given a gunman on foot
      And the enemy side has priority
      When the next turn begins
      Then no side has priority yet this turn

    @clause:lotow.mounted.loose.enemies-in-path
    Scenario: The player side wins priority for the next turn
      Given a gunman on foot
      And the enemy side has priority
      When the next turn begins and the player side wins priority
      Then the player side has priority
