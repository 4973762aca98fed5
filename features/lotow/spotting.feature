Feature: Spotting rolls (БРОСКИ РАСПОЗНАНИЯ) and hidden shooters
  A prone model behind cover that an enemy sees only partly needs a spotting roll by
  that enemy: a D6, 1-3 not seen, 4-6 seen; one roll for each enemy fighter who wants to
  see it, and only those who pass see it.  A hidden model that shoots is no longer hidden
  to the enemies within 6", this turn and later, and they may charge it.

  Rule: A partly visible prone model behind cover needs a spotting roll

    Background:
      Given a rifleman on foot
      And the rifleman lies prone behind cover

    @clause:lotow.spotting.roll @clause:lotow.spotting.roll.1-3
    Scenario Outline: On a <roll> the enemy does not see him
      Given an enemy deputy 8" from the rifleman
      And the deputy sees part of the rifleman
      When the deputy makes a spotting roll for the rifleman and the die shows <roll>
      Then the rifleman is unseen by the deputy

      Examples:
        | roll |
        | 1    |
        | 2    |
        | 3    |

    @clause:lotow.spotting.roll @clause:lotow.spotting.roll.4-6
    Scenario Outline: On a <roll> the enemy sees him
      Given an enemy deputy 8" from the rifleman
      And the deputy sees part of the rifleman
      When the deputy makes a spotting roll for the rifleman and the die shows <roll>
      Then the rifleman is seen by the deputy

      Examples:
        | roll |
        | 4    |
        | 5    |
        | 6    |

    @clause:lotow.spotting.roll @clause:lotow.spotting.roll.4-6
    Scenario: Looking for a partly visible prone model calls for the roll
      Given an enemy deputy 8" from the rifleman
      And the deputy sees part of the rifleman
      When the deputy looks for the rifleman and the die shows 5
      Then the rifleman is seen by the deputy
      And rule lotow.spotting.roll is applied

    @clause:lotow.spotting.roll
    Scenario: No spotting roll for a model fully hidden from the enemy
      Given an enemy deputy 8" from the rifleman
      And the deputy cannot see the rifleman
      When the deputy makes a spotting roll for the rifleman
      Then the roll is refused by rule lotow.spotting.roll

    @clause:lotow.spotting.roll
    Scenario: No spotting roll for a model the enemy sees plainly
      Given an enemy deputy 8" from the rifleman
      And the deputy sees the rifleman plainly
      When the deputy makes a spotting roll for the rifleman
      Then the roll is refused by rule lotow.spotting.roll

    @clause:lotow.spotting.roll
    Scenario: No spotting roll for a standing fighter
      Given an enemy deputy 8" from the rifleman
      And the deputy sees part of the rifleman
      When the rifleman stands up
      And the deputy makes a spotting roll for the rifleman
      Then the roll is refused by rule lotow.spotting.roll

    @clause:lotow.spotting.roll @ruling:lotow.spotting.partly-vs-visible=any-part-seen
    Scenario: Under the reading that any visible part is seen, no roll is made
      Given an enemy deputy 8" from the rifleman
      And the deputy sees part of the rifleman
      When the deputy looks for the rifleman
      Then the rifleman is seen by the deputy

    @clause:lotow.spotting.roll @ruling:lotow.spotting.partly-vs-visible=any-part-seen
    Scenario Outline: Under the reading that any visible part is seen, no view calls for a roll
      # Partly or plainly in view he is seen; out of view he is not: there is nothing to roll for.
      Given an enemy deputy 8" from the rifleman
      And the deputy <view> the rifleman
      When the deputy makes a spotting roll for the rifleman
      Then the roll is refused by rule lotow.spotting.roll

      Examples:
        | view           |
        | cannot see     |
        | sees part of   |

    @clause:lotow.spotting.roll @clause:lotow.spotting.roll.4-6
    Scenario: The exact odds of one spotting roll
      # One D6: 4, 5 or 6 of six faces is 3/6 = 1/2.
      Given an enemy deputy 8" from the rifleman
      And the deputy sees part of the rifleman
      When the deputy makes a spotting roll for the rifleman
      Then the chance that the rifleman is seen by the deputy is 1/2
      And the chance that the rifleman is unseen by the deputy is 1/2

  Rule: One roll for each enemy fighter; only those who pass see him

    Background:
      Given the table "lotow/rifleman-in-the-rocks"

    @clause:lotow.spotting.per-fighter @clause:lotow.spotting.only-passers-see
    Scenario: Three enemies roll for themselves; only the one who passes sees him
      When the deputy makes a spotting roll for the rifleman and the die shows 2
      And the sheriff makes a spotting roll for the rifleman and the die shows 6
      And the marshal makes a spotting roll for the rifleman and the die shows 3
      Then the rifleman is seen by the sheriff
      And the rifleman is unseen by the deputy
      And the rifleman is unseen by the marshal
      And the rifleman is seen by exactly 1 enemies

    @clause:lotow.spotting.only-passers-see
    Scenario: An enemy who failed his roll cannot charge the prone model
      When the deputy makes a spotting roll for the rifleman and the die shows 3
      And the deputy charges the rifleman in the open
      Then the charge is refused by rule lotow.spotting.only-passers-see

    @clause:lotow.spotting.only-passers-see
    Scenario: An enemy who has not rolled does not see the prone model and cannot charge it
      When the sheriff charges the rifleman in the open
      Then the charge is refused by rule lotow.spotting.only-passers-see

    @clause:lotow.spotting.only-passers-see
    Scenario: An enemy who passed his roll may charge the prone model
      When the deputy makes a spotting roll for the rifleman and the die shows 4
      And the deputy charges the rifleman in the open
      Then the deputy is engaged with the rifleman

    @clause:lotow.spotting.per-fighter
    Scenario: A second roll by the same enemy in the same turn is refused
      When the deputy makes a spotting roll for the rifleman and the die shows 1
      And the deputy makes a spotting roll for the rifleman
      Then the roll is refused by rule lotow.spotting.per-fighter

    @clause:lotow.spotting.per-fighter
    Scenario: The roll lapses with the turn and may be made again next turn
      When the deputy makes a spotting roll for the rifleman and the die shows 1
      And the next turn begins
      And the deputy makes a spotting roll for the rifleman and the die shows 6
      Then the rifleman is seen by the deputy

    @clause:lotow.spotting.roll.1-3 @clause:lotow.prone.standing-up
    Scenario: Once the rifleman stands up, the deputy's failed roll no longer hides him
      # The roll is for "лежащая за укрытием фигурка"; a 1-3 means "боец вовремя вжался в землю". Standing, he
      # is no longer the model the roll was made for.
      When the deputy makes a spotting roll for the rifleman and the die shows 2
      And the rifleman stands up
      Then the rifleman is not unseen by the deputy
      When the deputy charges the rifleman in the open
      Then the deputy is engaged with the rifleman

    @clause:lotow.spotting.per-fighter @clause:lotow.prone.going-prone
    Scenario: Having stood up and gone down again, he is a new model to spot
      # Standing costs half his Move and dropping the other half: lying again, he needs a new roll.
      When the deputy makes a spotting roll for the rifleman and the die shows 2
      And the rifleman stands up
      And the rifleman drops prone
      And the deputy makes a spotting roll for the rifleman and the die shows 5
      Then the rifleman is seen by the deputy

    @clause:lotow.spotting.per-fighter @ruling:lotow.spotting.how-long=each-look
    Scenario: Under the reading that each look needs a roll, a second look rolls again
      When the deputy looks for the rifleman and the die shows 1
      And the deputy looks for the rifleman and the die shows 4
      Then the rifleman is seen by the deputy

    @clause:lotow.spotting.per-fighter @clause:lotow.spotting.only-passers-see
    Scenario: The chance that at least one of three enemies spots him
      # Each roll sees him on 4-6, 1/2, independently.  None of three sees him with
      # (1/2)^3 = 1/8, so at least one does with 1 - 1/8 = 7/8.  Exactly one: 3 ways
      # x 1/8 = 3/8.  All three: 1/8.  The deputy alone, whatever the others: 1/2.
      When the deputy makes a spotting roll for the rifleman
      And the sheriff makes a spotting roll for the rifleman
      And the marshal makes a spotting roll for the rifleman
      Then the chance that the rifleman is seen by at least one enemy is 7/8
      And the chance that the rifleman is seen by exactly 1 enemies is 3/8
      And the chance that the rifleman is seen by exactly 3 enemies is 1/8
      And the chance that the rifleman is seen by the deputy is 1/2

    @clause:lotow.spotting.per-fighter
    Scenario: After a roll in each of two turns, only the second decides whether he is seen
      # The first turn's roll lapses; a fresh roll next turn.  He is seen in the second
      # turn with 1/2, whatever the first roll was: the second roll alone decides the
      # table at the end, 1/2.
      When the deputy makes a spotting roll for the rifleman
      And the next turn begins
      And the deputy makes a spotting roll for the rifleman
      Then the chance that the rifleman is seen by the deputy is 1/2

    @clause:lotow.spotting.roll @clause:lotow.mounted.passengers.rider-killed
    Scenario: Nobody rolls to spot a killed rider
      # A roll is made by an enemy "который хочет увидеть" a model; a killed rider is no longer one to see.
      Given a rider on a horse
      And an enemy bandit 5" east of the horse
      And the bandit sees part of the rider
      When the rider is killed
      And the bandit makes a spotting roll for the rider
      Then the roll is refused by rule lotow.mounted.passengers.rider-killed

    @clause:lotow.spotting.shooting-reveals @clause:lotow.mounted.general
    Scenario: A rider's 6" is measured from his horse's base, the base his model stands on
      # The bandit's base is 5.8" from the horse's base edge: within 6". From a base of the rider's own size at the
      # horse's centre it would be 6.3".
      Given a rider on a horse
      And an enemy bandit 5.8" east of the horse
      And the bandit cannot see the rider
      When the rider shoots from hiding
      Then the rider is seen by the bandit

    @clause:lotow.prone.visible-body @clause:lotow.mounted.passengers.rider-killed
    Scenario: Nobody looks for a killed rider either
      Given a rider on a horse
      And an enemy bandit 5" east of the horse
      And the bandit sees the rider plainly
      When the rider is killed
      And the bandit looks for the rider
      Then the look is refused by rule lotow.mounted.passengers.rider-killed

  Rule: A hidden model that shoots is revealed to enemies within 6"

    Background:
      Given a rifleman on foot
      And the rifleman lies prone behind cover

    @clause:lotow.spotting.shooting-reveals
    Scenario: Enemies within 6" no longer count him hidden; those further away still do
      Given an enemy deputy 5" from the rifleman
      And an enemy sheriff 8" from the rifleman
      And the deputy cannot see the rifleman
      And the sheriff cannot see the rifleman
      When the rifleman shoots from hiding
      Then the rifleman is seen by the deputy
      And the rifleman is unseen by the sheriff

    @clause:lotow.spotting.shooting-reveals
    Scenario: Any shot of his gives him away, not only one asked for as a shot from hiding
      # "Спрятавшиеся фигурки, которые в фазу Стрельбы осуществляют стрельбу, более не считаются
      # спрятанными для всех противников в пределах 6"": 5" is within 6", 8" is not.
      Given an enemy deputy 5" from the rifleman
      And an enemy sheriff 8" from the rifleman
      And the deputy cannot see the rifleman
      And the sheriff cannot see the rifleman
      When the rifleman shoots at the deputy
      Then the rifleman is seen by the deputy
      And the rifleman is unseen by the sheriff
      And the battle is in the shooting phase

    @clause:lotow.spotting.shooting-reveals
    Scenario: Exactly 6" away is within 6"
      Given an enemy deputy 6" from the rifleman
      And the deputy cannot see the rifleman
      When the rifleman shoots from hiding
      Then the rifleman is seen by the deputy

    @clause:lotow.spotting.shooting-reveals @ruling:lotow.spotting.within-6=exclusive-centre
    Scenario: Under the reading "centre to centre, exclusive", a base gap of 5.5" is 6.5" between centres
      Given an enemy deputy 5.5" from the rifleman
      And the deputy cannot see the rifleman
      When the rifleman shoots from hiding
      Then the rifleman is unseen by the deputy

    @clause:lotow.spotting.shooting-reveals
    Scenario: A model every enemy sees is not hidden, and does not shoot from hiding
      # "Спрятавшиеся фигурки": behind cover but in the deputy's full view ("если тело лежащего
      # бойца всё равно видно стрелку противника, считается, что его видно"), he is hidden from
      # nobody: his shot gives nothing away, and no enemy is to count him found in later turns.
      Given an enemy deputy 4" from the rifleman
      When the rifleman shoots from hiding
      Then the shot is refused by rule lotow.spotting.shooting-reveals

    @clause:lotow.spotting.shooting-reveals
    Scenario: He stays revealed in the turns that follow
      Given an enemy deputy 4" from the rifleman
      And the deputy cannot see the rifleman
      When the rifleman shoots from hiding
      And the next turn begins
      And the next turn begins
      Then the rifleman is seen by the deputy

    @clause:lotow.spotting.shooting-reveals
    Scenario: A partly visible shooter needs no spotting roll from an enemy within 6"
      Given an enemy deputy 4" from the rifleman
      And the deputy sees part of the rifleman
      When the rifleman shoots from hiding
      And the deputy makes a spotting roll for the rifleman
      Then the roll is refused by rule lotow.spotting.roll

    @clause:lotow.spotting.revealed-may-be-charged
    Scenario: An enemy within 6" may charge the hidden shooter
      # "в этот, а также последующие ходы": he stays given away into the next turn's Movement
      # phase, where the charge, a move, is made (ruling lotow.foot.phase).
      Given an enemy deputy 4" from the rifleman
      And the deputy cannot see the rifleman
      When the rifleman shoots from hiding
      And the next turn begins
      And the deputy charges the rifleman in the open
      Then the deputy is engaged with the rifleman
      And rule lotow.spotting.revealed-may-be-charged is applied

    @clause:lotow.spotting.revealed-may-be-charged
    Scenario: An enemy beyond 6" still cannot see him to charge
      Given an enemy sheriff 7" from the rifleman
      And the sheriff cannot see the rifleman
      When the rifleman shoots from hiding
      And the next turn begins
      And the sheriff charges the rifleman in the open
      Then the charge is refused by rule lotow.obstacles.must-see

    @clause:lotow.spotting.revealed-may-be-charged @ruling:lotow.spotting.who-is-within=any-time
    Scenario: Under the reading "any time", an enemy who comes within 6" of the spot later may charge
      Given an enemy sheriff 7" from the rifleman
      And the sheriff cannot see the rifleman
      When the rifleman shoots from hiding
      And the sheriff closes to 5" of the rifleman
      And the next turn begins
      And the sheriff charges the rifleman in the open
      Then the sheriff is engaged with the rifleman

    @clause:lotow.spotting.shooting-reveals @ruling:lotow.spotting.who-is-within=any-time
    Scenario: Under the reading "any time", an enemy within 6" at the shot keeps him revealed after falling back
      # "Более не считаются спрятанными ... в этот, а также последующие ходы": once the
      # deputy no longer counts him hidden, that holds this turn and the turns that follow.
      Given an enemy deputy 4" from the rifleman
      And the deputy cannot see the rifleman
      When the rifleman shoots from hiding
      And the deputy falls back to 8" from the rifleman
      And the next turn begins
      Then the rifleman is seen by the deputy

    @clause:lotow.spotting.shooting-reveals @ruling:lotow.spotting.who-is-within=any-time
    Scenario: Under the reading "any time", an enemy who came within 6" later keeps him revealed after falling back
      Given an enemy sheriff 7" from the rifleman
      And the sheriff cannot see the rifleman
      When the rifleman shoots from hiding
      And the sheriff closes to 5" of the rifleman
      And the sheriff looks for the rifleman
      And the sheriff falls back to 8" from the rifleman
      And the next turn begins
      Then the rifleman is seen by the sheriff

    @clause:lotow.spotting.shooting-reveals @ruling:lotow.spotting.who-is-within=any-time
    Scenario: Under the reading "any time", a second shot from elsewhere does not wipe out the first position
      # The sheriff ends 5" from where the rifleman first shot and 8" from where he shot next.
      Given an enemy sheriff 7" from the rifleman
      And the sheriff cannot see the rifleman
      When the rifleman shoots from hiding
      And the rifleman falls back to 10" from the sheriff
      And the next turn begins
      And the rifleman shoots from hiding
      And the sheriff closes to 8" of the rifleman
      And the sheriff looks for the rifleman
      Then the rifleman is seen by the sheriff
