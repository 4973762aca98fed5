Feature: Mounted fighters (ВЕРХОВЫЕ БОЙЦЫ)
  Mounted fighters fight as fighters on foot, except as the mounted rules say: they see from
  the rider's eyes, the rider drives the mount, getting on is a jump and getting off is free.

  @clause:lotow.mounted.general
  Scenario: A mounted fighter charges as a fighter on foot does
    # "фигуркам разрешается напасть на противника": a charge is an attack on the enemy.
    Given a rider on a horse
    And an enemy gunman 4" east of the horse
    When the rider charges the gunman
    Then rule lotow.mounted.general is applied

  @clause:lotow.mounted.line-of-sight
  Scenario: A rider sees over a 2" wall from his eyes in the saddle
    # The setup puts the rider's eyes 2.5" above the table when mounted.
    Given a rider on a horse
    When the rider looks over a 2" wall
    Then the rider sees from a height of 2.5"
    And the rider sees over it

  @clause:lotow.mounted.line-of-sight @ruling:lotow.mounted.eye-level=mount-height
  Scenario: Traced from the mount's head instead, the same wall blocks the view
    # The mount's head is 2" high in the setup: not above a 2" wall.
    Given a rider on a horse
    When the rider looks over a 2" wall
    Then the rider sees from a height of 2"
    And the rider cannot see over it

  @clause:lotow.mounted.general
  Scenario: On foot the same fighter cannot see over the wall
    Given a gunman on foot
    When the gunman looks over a 2" wall
    Then the gunman cannot see over it

  @clause:lotow.mounted.line-of-sight
  Scenario: In the saddle, with his eyes 2.5" high, level with the top of a 2.5" wall, by default he does not see over it
    # "линия видимости такой фигурки считается с уровня глаз наездника": the text gives no boundary where the
    # eyes are level with the top, the question ruling lotow.prone.eyes-level-with-top asks of a fighter behind cover.
    Given a rider on a horse
    When the rider looks over a 2.5" wall
    Then the rider cannot see over it

  @clause:lotow.mounted.line-of-sight @ruling:lotow.prone.eyes-level-with-top=level-sees
  Scenario: Read so that eyes level with the top see over it, the rider sees over the 2.5" wall
    Given a rider on a horse
    When the rider looks over a 2.5" wall
    Then the rider sees over it

  @clause:lotow.mounted.general
  Scenario: On foot, his eyes 1" high, level with the top of a 1" wall, by default he does not see over it
    Given a gunman on foot
    When the gunman looks over a 1" wall
    Then the gunman cannot see over it

  @clause:lotow.mounted.general @ruling:lotow.prone.eyes-level-with-top=level-sees
  Scenario: Read so that eyes level with the top see over it, the gunman on foot sees over the 1" wall
    Given a gunman on foot
    When the gunman looks over a 1" wall
    Then the gunman sees over it

  @clause:lotow.mounted.rider-controls
  Scenario: The rider moves the mounted model at the horse's Move
    Given a rider on a horse with a Move of 10"
    When the rider rides 6"
    Then the rider has 4 inches of movement left
    And rule lotow.mounted.rider-controls is applied

  @clause:lotow.mounted.rider-controls
  Scenario: A mount with nobody on it is not driven over an obstacle
    Given a gunman on foot
    And a riderless horse belonging to the gunman
    And a hedge 1" high and 1.75" wide
    When the horse tries to cross the hedge
    Then the crossing is refused by rule lotow.mounted.rider-controls

  @clause:lotow.mounted.dismount-model
  Scenario: Without a model on foot the rider cannot dismount
    Given a rider on a horse
    And the player has no model on foot for the rider
    When the rider dismounts
    Then the dismount is refused by rule lotow.mounted.dismount-model

  @clause:lotow.mounted.dismount-model @clause:lotow.mounted.dismounting
  Scenario: The rider dismounts without a test and the horse stays where it stood, riderless
    Given a rider on a horse
    When the rider dismounts
    Then the rider is on foot
    And the horse has no rider
    And rule lotow.mounted.dismount-model is applied

  Rule: The In the Way roll is a rule for a mounted model with a passenger; a rider alone fights as a fighter on foot

    @clause:lotow.mounted.general @clause:lotow.mounted.passengers.in-the-way
    Scenario: A shot at a rider with no passenger behind him strikes the rider, with no In the Way roll
      # Ruling lotow.mounted.passengers.in-the-way-without-passenger, default: the 4+ stands among the
      # rules for passengers; without one no roll is made, and the shot strikes the model aimed at.
      Given a cowboy on a horse
      When a Strength 3 shot aimed at the cowboy hits the mounted model
      Then the chance that the shot hits the cowboy is 1
      And the chance that the horse has taken 1 hits is 0

    @clause:lotow.mounted.passengers.in-the-way @ruling:lotow.mounted.passengers.in-the-way-without-passenger=any-mounted-model
    Scenario: Read as a rule for every mounted model, a shot at a lone rider must get past his horse on 4+
      # One roll, for the horse: 4+ (3/6 = 1/2) the cowboy, 1-3 (1/2) the horse.
      Given a cowboy on a horse
      When a Strength 3 shot aimed at the cowboy hits the mounted model
      Then the chance that the shot hits the cowboy is 1/2
      And the chance that the shot hits the horse is 1/2

  Rule: A fighter jumps into the saddle from beside the mount (ruling lotow.mounted.mounting.reach)

    @clause:lotow.mounted.mounting.jump @ruling:lotow.mounted.mounting.reach=base-contact
    Scenario: A fighter half an inch from his horse must walk up to it before he jumps
      # "подойти к ним, отвязать и сесть верхом": he comes up to the mount to get on it.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the gunman stands 0.5" away from the horse
      When the gunman mounts the horse
      Then the mounting is refused by rule lotow.mounted.mounting.jump
      And the gunman is on foot

    @clause:lotow.mounted.mounting.jump @ruling:lotow.mounted.mounting.reach=within-1
    Scenario: Under the "within 1 inch" reading he jumps into the saddle from half an inch away
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the gunman stands 0.5" away from the horse
      When the gunman mounts the horse and the die shows 3
      Then the gunman is in the saddle

    @clause:lotow.mounted.mounting.jump
    Scenario: A fighter 3" from his horse does not jump into its saddle under either reading
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the gunman stands 3" away from the horse
      When the gunman mounts the horse
      Then the mounting is refused by rule lotow.mounted.mounting.jump
      And the gunman is on foot

  Rule: Whose riderless mount a fighter may get on (ruling lotow.mounted.mounting.whose)

    @clause:lotow.mounted.mounting.jump @ruling:lotow.mounted.mounting.whose=anyone
    Scenario: An enemy beside the gunman's untied horse jumps into its saddle
      # "фигурка должна осуществить прыжок": any model, any horse; the 3 puts him in the saddle.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And an enemy outlaw 3" from the gunman
      And the outlaw stands 0" away from the horse
      When the outlaw mounts the horse and the die shows 3
      Then the outlaw is in the saddle

    @clause:lotow.mounted.mounting.jump @ruling:lotow.mounted.mounting.whose=its-side
    Scenario: Under the "its side" reading an enemy does not get on the gunman's untied horse
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And an enemy outlaw 3" from the gunman
      And the outlaw stands 0" away from the horse
      When the outlaw mounts the horse
      Then the mounting is refused by rule lotow.mounted.mounting.jump
      And the outlaw is on foot

    @clause:lotow.mounted.mounting.jump @clause:lotow.mounted.loose.tied @ruling:lotow.mounted.mounting.whose=its-side
    Scenario: Under the "its side" reading an enemy may still untie a tied horse and get on it
      # "любая пешая фигурка может подойти к ним, отвязать и сесть верхом".
      Given a rider on a horse
      And a hitching rail beside the horse
      And an enemy outlaw 3" from the rider
      And the outlaw stands 0" away from the horse
      When the rider dismounts and ties the horse to the rail
      And the outlaw mounts the horse and the die shows 6
      Then the outlaw is in the saddle

  Rule: Getting on is a jump: 1 fails, 2-5 in the saddle but no more movement, 6 rides on

    @clause:lotow.mounted.mounting.jump @clause:lotow.mounted.mounting.1
    Scenario: On a 1 the fighter fails to get on
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse and the die shows 1
      Then the gunman is on foot

    @clause:lotow.mounted.mounting.1
    Scenario: On a 1 the failed jump ends his move: he walks no further and does not jump again this turn
      # Ruling lotow.mounted.mounting.after-a-one, default: mounting is a jump ("должна осуществить
      # прыжок"), and the excerpt's jump table reads a 1 as "остаётся на месте и не может двигаться
      # в этот ход". He had walked nothing, yet 1" more is refused, and so is a second jump.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse and the die shows 1
      Then the gunman can move no further this turn
      When the gunman walks 1"
      Then the walk is refused by rule lotow.mounted.mounting.1
      When the gunman mounts the horse and the die shows 6
      Then the mounting is refused by rule lotow.mounted.mounting.1
      And the gunman is on foot

    @clause:lotow.mounted.mounting.1
    Scenario: After a 1 he stays on foot this turn, and jumps for the saddle again the next
      # "в этот ход": the stop lapses with the turn; a 6 then puts him in the saddle.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse and the die shows 1
      And the next turn begins
      And the gunman mounts the horse and the die shows 6
      Then the gunman is in the saddle

    @clause:lotow.mounted.mounting.1 @ruling:lotow.mounted.mounting.after-a-one=walks-on
    Scenario: Read as walking on, after a 1 he still has his whole 6" and may jump again
      # "боец не смог сесть верхом" and nothing more: the 1 cost him no movement, so 3" walked leaves
      # 3" of his 6", and a second jump, a 6, puts him in the saddle with half the horse's 10" left.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse and the die shows 1
      And the gunman walks 3"
      Then the gunman has 3 inches of movement left
      When the gunman mounts the horse and the die shows 6
      Then the gunman is in the saddle
      And the gunman has 5 inches of movement left

    @clause:lotow.mounted.mounting.2-5
    Scenario Outline: On a <roll> he is in the saddle and moves no further
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse and the die shows <roll>
      Then the gunman is in the saddle
      And the gunman can move no further this turn

      Examples:
        | roll |
        | 2    |
        | 3    |
        | 4    |
        | 5    |

    @clause:lotow.mounted.mounting.jump
    Scenario: A gunman who has walked all his 6" has no move left to jump into the saddle
      # "сесть верхом ... фигурка должна осуществить прыжок": the jump is part of his movement on foot.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the gunman has already moved 6"
      When the gunman mounts the horse
      Then the mounting is refused by rule lotow.mounted.mounting.jump

    @clause:lotow.mounted.mounting.6
    Scenario: On a 6 after walking 3" of his 6", he rides on with half the horse's 10"
      # Half his move is used; in proportion, half of the horse's Move of 10" is left.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the gunman has already moved 3"
      When the gunman mounts the horse and the die shows 6
      Then the gunman is in the saddle
      And the gunman has 5 inches of movement left

    @clause:lotow.mounted.mounting.6 @ruling:lotow.mounted.mounting.remaining-move=inches
    Scenario: Read as inches, the same fighter has the horse's 10" less the 3" he walked
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And the gunman has already moved 3"
      When the gunman mounts the horse and the die shows 6
      Then the gunman has 7 inches of movement left

    @clause:lotow.mounted.mounting.6 @ruling:lotow.mounted.mounting.remaining-move=inches
    Scenario: Read as inches, leading the horse 1.5" at half speed takes 1.5" off the horse's 10", not 3"
      # Leading a held mount costs twice the distance of his Move; only the 1.5" covered counts.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman holds the horse by the reins
      And the gunman walks 1.5"
      And the gunman mounts the horse and the die shows 6
      Then the gunman has 8.5 inches of movement left

    @clause:lotow.mounted.mounting.6 @ruling:lotow.mounted.mounting.remaining-move=inches
    Scenario: Read as inches, 1" walked through difficult ground takes 1" off the horse's 10", not 2"
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman walks 1" through difficult ground
      And the gunman mounts the horse and the die shows 6
      Then the gunman has 9 inches of movement left

    @clause:lotow.mounted.mounting.2-5 @clause:lotow.mounted.dismounting @ruling:lotow.mounted.mounting.dismount-after-stop=may-dismount
    Scenario: In the saddle on a 3, he may still get off, but walks no further this turn
      # "более в этот ход верховая фигурка двигаться не может": the mounted model is stopped;
      # getting off needs no test and the horse stays where it stands.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse and the die shows 3
      And the gunman dismounts
      Then the gunman is on foot
      And the gunman can move no further this turn

    @clause:lotow.mounted.mounting.2-5 @ruling:lotow.mounted.mounting.dismount-after-stop=stays-in-saddle
    Scenario: Read as a rider who stays put, in the saddle on a 3 he cannot get off this turn
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse and the die shows 3
      And the gunman dismounts
      Then the dismount is refused by rule lotow.mounted.mounting.2-5

    @clause:lotow.mounted.mounting.jump @clause:lotow.mounted.mounting.1 @clause:lotow.mounted.mounting.2-5 @clause:lotow.mounted.mounting.6
    Scenario: The odds of getting on
      # One D6: in the saddle on 2-6 (5/6); rides on only on a 6 (1/6). His move ends on 2-5 (4/6,
      # "более в этот ход ... двигаться не может") and, under the default of ruling
      # lotow.mounted.mounting.after-a-one, on the failed jump of a 1 (1/6): 5/6 in all.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse
      Then the chance that the gunman is in the saddle is 5/6
      And the chance that the gunman can move no further this turn is 5/6

    @clause:lotow.mounted.mounting.1 @clause:lotow.mounted.mounting.2-5 @ruling:lotow.mounted.mounting.after-a-one=walks-on
    Scenario: Read as walking on, only the 2-5 ends his move
      # The 1 leaves his move untouched; only 2-5 (4/6) stops him.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse
      Then the chance that the gunman can move no further this turn is 2/3

  Rule: Getting off is free; the move left carries over in proportion; a mount can be tied

    @clause:lotow.mounted.dismounting
    Scenario: A rider who used half his horse's move dismounts with half his foot move left
      # 5" of the horse's 10" is half: half of his 6" on foot is 3".
      Given a rider on a horse with a Move of 10"
      When the rider rides 5"
      And the rider dismounts
      Then the rider is on foot
      And the rider has 3 inches of movement left

    @clause:lotow.mounted.dismounting
    Scenario: He cannot walk further than the share he has left
      Given a rider on a horse with a Move of 10"
      When the rider rides 5"
      And the rider dismounts
      And the rider walks 3.5"
      Then the walk is refused by rule lotow.mounted.dismounting

    @clause:lotow.mounted.tying
    Scenario: A rider who dismounts beside a hitching rail ties his horse at no cost
      Given a rider on a horse with a Move of 10"
      And a hitching rail beside the horse
      When the rider dismounts and ties the horse to the rail
      Then the horse is tied
      And the rider has 6 inches of movement left

    @clause:lotow.mounted.tying
    Scenario: A horse standing half an inch off the rail cannot be tied to it
      # "когда верховое животное находится рядом с подходящим препятствием": ruling
      # lotow.mounted.tying.beside, default: "рядом" is base contact, as the thrown rider is placed
      # "рядом с лошадью". 0.5" off the rail is not against it.
      Given a rider on a horse with a Move of 10"
      And a hitching rail 0.5" from the horse
      When the rider dismounts and ties the horse to the rail
      Then the tying is refused by rule lotow.mounted.tying

    @clause:lotow.mounted.tying @ruling:lotow.mounted.tying.beside=within-1
    Scenario Outline: Read as within 1", a horse <gap> off the rail <result>
      # Within 1" of the rail, exactly 1" included ("в пределах 1"", Saddle Up!'s measure): 0.5" and 1"
      # are near enough; 1.5" is not.
      Given a rider on a horse with a Move of 10"
      And a hitching rail <gap> from the horse
      When the rider dismounts and ties the horse to the rail
      Then <outcome>

      Examples:
        | gap  | result            | outcome                                         |
        | 0.5" | is tied to it     | the horse is tied                               |
        | 1"   | is tied to it     | the horse is tied                               |
        | 1.5" | cannot be tied    | the tying is refused by rule lotow.mounted.tying |

    @clause:lotow.mounted.tying
    Scenario: A horse cannot be tied to a ditch
      Given a rider on a horse
      And a ditch 3" across
      When the rider dismounts and ties the horse to the ditch
      Then the tying is refused by rule lotow.mounted.tying

  Rule: A fighter whose movement has ended charges nobody

    @clause:lotow.mounted.mounting.2-5
    Scenario: In the saddle on a 3, the gunman may not charge this turn
      # "более в этот ход верховая фигурка двигаться не может": a charge is a move.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And an enemy deputy
      When the gunman mounts the horse and the die shows 3
      And the gunman charges the deputy
      Then the charge is refused by rule lotow.mounted.mounting.2-5

    @clause:lotow.obstacles.engaged
    Scenario: Held across a fence, the deputy may not charge anyone else this turn
      Given a fence 0.25" wide with the cowboy standing against it
      And an enemy deputy 3" beyond the fence
      And a gunman on foot
      When the deputy charges the cowboy across the fence
      And the deputy charges the gunman
      Then the charge is refused by rule lotow.obstacles.engaged

  Rule: A charge is the charger's move, paid from what is left of it

    # "нападающей фигурке необходимо видеть противника в начале её движения": the charge is a move, the mounted
    # model's at the mount's Move ("именно он является определяющей силой движения"), into base contact.

    @clause:lotow.mounted.rider-controls @clause:lotow.mounted.general
    Scenario: The rider charges a bandit 4" from his horse and has 6" of its 10" Move left
      Given a rider on a horse with a Move of 10"
      And an enemy bandit 4" east of the horse
      When the rider charges the bandit
      Then the horse is in base contact with the bandit
      And the rider has 6 inches of movement left

    @clause:lotow.mounted.general
    Scenario: The rider charges a bandit 4" from his horse, and each is engaged with the other
      # "Верховые бойцы сражаются также, как и пешие фигурки": his charge brings the horse's base into contact
      # with the bandit's, and two models whose bases touch are both in the fight ("обе фигурки считаются
      # вовлечёнными в рукопашную, как если бы они касались подставками друг друга").
      Given a rider on a horse with a Move of 10"
      And an enemy bandit 4" east of the horse
      When the rider charges the bandit
      Then the rider is engaged with the bandit
      And the bandit is engaged with the rider

    @clause:lotow.mounted.rider-controls
    Scenario: Having ridden 7" of his horse's 10", he cannot charge a bandit 4" away
      Given a rider on a horse with a Move of 10"
      And the rider has already moved 7"
      And an enemy bandit 4" east of the horse
      When the rider charges the bandit
      Then the charge is refused by rule lotow.mounted.rider-controls

    @clause:lotow.obstacles.must-see
    Scenario: Having ridden his horse's whole Move, he charges nobody
      # "нападающей фигурке необходимо видеть противника в начале её движения": a charge is a move he begins,
      # in the saddle as on foot, and with the whole 10" ridden he begins none
      Given a rider on a horse with a Move of 10"
      And an enemy gunman
      And the rider has already moved 10"
      When the rider charges the gunman
      Then the charge is refused by rule lotow.obstacles.must-see

    @clause:lotow.obstacles.must-see
    Scenario: A gunman on foot charges a deputy 4" away and has 2" of his 6" left
      Given a gunman on foot with a Move of 6"
      And an enemy deputy 4" from the gunman
      When the gunman charges the deputy
      Then the gunman is in base contact with the deputy
      And the gunman has 2 inches of movement left

    @clause:lotow.obstacles.must-see
    Scenario: His horse stands between the gunman and the deputy: he is not charged straight through its base
      # "нападающей фигурке необходимо видеть противника в начале её движения": the charge is a move, and a
      # model's base does not pass over another's. The way round the horse is the ordinary charge rules'
      # (outside the excerpt, hook lotow.hook.normal-charge): he walks round it first, then charges.
      Given a gunman on foot with a Move of 6"
      And a riderless horse belonging to the gunman
      And an enemy deputy 4" from the gunman
      When the gunman charges the deputy
      Then the charge is refused by rule lotow.obstacles.must-see

  Rule: Whatever charges, the rules that forbid charging hold

    @clause:lotow.prone.cannot-charge
    Scenario: A gunman lying on the ground charges nobody
      # "не может нападать на противника, независимо от того, видит она кого-то или нет"
      Given a gunman on foot
      And the gunman lies prone
      And an enemy deputy
      When the gunman charges the deputy
      Then the charge is refused by rule lotow.prone.cannot-charge

    @clause:lotow.levels.no-enemy
    Scenario: Having climbed onto the balcony with no zone at its edge, the kid charges nobody this turn
      Given a balcony 3" high
      And a kid at the foot of the balcony
      And an enemy gunman on the balcony 1.5" back from the edge
      When the kid climbs onto the balcony
      And the kid charges the gunman
      Then the charge is refused by rule lotow.levels.no-enemy

  Rule: In the saddle, too, he charges only an enemy he sees

    # "Верховые бойцы сражаются также, как и пешие фигурки": the charger must see the enemy at the start
    # of his move, and "лежащую за укрытием фигурку могут видеть только те фигурки противника, которые
    # удачно прошли этот бросок".

    @clause:lotow.mounted.general @clause:lotow.spotting.only-passers-see @clause:lotow.spotting.roll.1-3
    Scenario: An outlaw in the saddle who fails his spotting roll on a 3 may not charge the rifleman
      Given the table "lotow/rider-and-rifleman-in-the-rocks"
      When the outlaw makes a spotting roll for the rifleman and the die shows 3
      And the outlaw charges the rifleman
      Then the charge is refused by rule lotow.spotting.only-passers-see

    @clause:lotow.mounted.general @clause:lotow.spotting.only-passers-see @clause:lotow.spotting.roll.4-6
    Scenario: An outlaw in the saddle who passes his spotting roll on a 4 charges the rifleman
      Given the table "lotow/rider-and-rifleman-in-the-rocks"
      When the outlaw makes a spotting roll for the rifleman and the die shows 4
      And the outlaw charges the rifleman
      Then rule lotow.mounted.general is applied
      And rule lotow.spotting.only-passers-see is applied

    @clause:lotow.mounted.general @clause:lotow.spotting.only-passers-see
    Scenario: The chance that the outlaw in the saddle may charge the rifleman
      # The spotting roll: 1, 2 or 3 unseen (3/6 = 1/2), and he may not charge; 4, 5 or 6 seen (1/2).
      Given the table "lotow/rider-and-rifleman-in-the-rocks"
      When the outlaw makes a spotting roll for the rifleman
      And the outlaw charges the rifleman
      Then the chance that the charge is refused by rule lotow.spotting.only-passers-see is 1/2

    @clause:lotow.mounted.general @clause:lotow.spotting.only-passers-see
    Scenario: Before any spotting roll the outlaw in the saddle does not see the rifleman, and may not charge
      Given the table "lotow/rider-and-rifleman-in-the-rocks"
      When the outlaw charges the rifleman
      Then the charge is refused by rule lotow.spotting.only-passers-see

    @clause:lotow.mounted.general @clause:lotow.obstacles.must-see
    Scenario: An outlaw in the saddle who cannot see the rifleman at all may not charge him
      Given the table "lotow/rider-and-rifleman-in-the-rocks"
      And the outlaw cannot see the rifleman
      When the outlaw charges the rifleman
      Then the charge is refused by rule lotow.obstacles.must-see

  Rule: A riderless mount may be charged but never charges

    @clause:lotow.mounted.riderless
    Scenario: A riderless horse cannot charge
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And a deputy on foot
      When the horse charges the deputy
      Then the charge is refused by rule lotow.mounted.riderless

    @clause:lotow.mounted.riderless
    Scenario: A fighter may charge a riderless horse
      # "На лошадь или мула без наездника можно напасть по обычным правилам": an enemy charges it as he would a
      # fighter.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      And an enemy deputy 4" east of the horse
      When the deputy charges the horse
      Then rule lotow.mounted.riderless is applied

  Rule: Every "this turn" lapses with the turn

    @clause:lotow.mounted.mounting.2-5
    Scenario: In the saddle on a 3, he moves no further this turn, and rides on the next
      # "более в этот ход верховая фигурка двигаться не может": this turn only.
      Given a gunman on foot
      And a riderless horse belonging to the gunman
      When the gunman mounts the horse and the die shows 3
      Then the gunman can move no further this turn
      When the next turn begins
      Then the gunman may still move this turn

  Rule: What a horse ridden this turn has left for the next rider (ruling lotow.mounted.mount-move)

    @clause:lotow.mounted.rider-controls @clause:lotow.mounted.mounting.6
    Scenario: By default a fighter who gets on a horse another has ridden 6" rides his own whole move on it
      # "именно он является определяющей силой движения, а не сама лошадь": the movement is the rider's,
      # and on a 6 the gunman "может пройти своё оставшееся движение" (ruling lotow.mounted.mount-move=riders-move).
      Given a rider on a horse
      And a gunman on foot
      And the gunman stands 0" away from the horse
      And the rider has already moved 6"
      When the rider dismounts
      And the gunman mounts the horse and the die shows 6
      Then the gunman is in the saddle
      And the gunman has 10 inches of movement left

    @clause:lotow.mounted.rider-controls @clause:lotow.mounted.mounting.6 @ruling:lotow.mounted.mount-move=once-a-turn
    Scenario: Read as once a turn, the horse ridden 6" of its 10" carries the next rider only the 4" it has left
      Given a rider on a horse
      And a gunman on foot
      And the gunman stands 0" away from the horse
      And the rider has already moved 6"
      When the rider dismounts
      And the gunman mounts the horse and the die shows 6
      Then the gunman is in the saddle
      And the gunman has 4 inches of movement left

    @clause:lotow.mounted.mounting.6 @ruling:lotow.mounted.mount-move=once-a-turn
    Scenario: Read as once a turn, a rider who has used more of his own move than the horse rides on his own share
      # He walked 3" of his 6" (half); the horse was ridden 4" of its 10": half its Move, 5", is left to him.
      Given a rider on a horse
      And a gunman on foot
      And the gunman stands 0" away from the horse
      And the rider has already moved 4"
      And the gunman has already moved 3"
      When the rider dismounts
      And the gunman mounts the horse and the die shows 6
      Then the gunman has 5 inches of movement left

    @clause:lotow.mounted.rider-controls @ruling:lotow.mounted.mount-move=once-a-turn
    Scenario: Read as once a turn, the horse is fresh again the next turn
      Given a rider on a horse
      And a gunman on foot
      And the gunman stands 0" away from the horse
      And the rider has already moved 10"
      When the rider dismounts
      And the next turn begins
      And the gunman mounts the horse and the die shows 6
      Then the gunman has 10 inches of movement left

  @clause:lotow.mounted.dismounting
  Scenario: A dismounting rider steps down beside his horse, not onto an enemy standing against it
    Given a rider on a horse
    And an enemy bandit 0" east of the horse
    When the rider dismounts
    Then the rider stands beside the horse
    And the rider does not stand on another model's base

  @clause:lotow.mounted.dismounting
  Scenario: A dismounting rider steps down onto the street, not into the boardwalk beside his horse
    Given the table "lotow/rider-against-the-boardwalk"
    When the rider dismounts
    Then the rider stands beside the horse
    And the rider is not inside the boardwalk

  @clause:lotow.mounted.dismounting
  Scenario: A rider whose horse stands against a fence steps down on the horse's side of it
    Given the table "lotow/rider-against-the-fence"
    When the rider dismounts
    Then the rider stands beside the horse
    And the rider does not stand over the fence
    And the rider is on the same side of the fence as the horse

  @clause:lotow.mounted.dismounting
  Scenario: A rider with nowhere to stand beside his horse cannot dismount
    Given the table "lotow/rider-hemmed-in"
    When the rider dismounts
    Then the dismount is refused by rule lotow.mounted.dismounting

  @clause:lotow.mounted.passengers.rider-dismounts
  Scenario: A passenger who gets off with the rider is not set on the rider's base, nor the rider on his
    Given the table "lotow/rider-and-passenger"
    When the rider dismounts
    Then the rider stands beside the horse
    And the passenger stands beside the horse
    And the rider does not stand on another model's base
    And the passenger does not stand on another model's base
