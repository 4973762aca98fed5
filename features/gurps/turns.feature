Feature: Whose turn it is: effects the text bounds by a character's turn (上轮, 该轮)
  A second of combat holds one turn for each character. "如果坐骑在它的上轮攻击过" (if the
  mount attacked on its last turn) holds until the mount's next turn is over; "该轮的所有骑术
  检定-1" (all Riding rolls that turn at -1) holds for the turn of the stunt, the rider's own or
  another's he acts in (ruling gurps.mounted-weapons.that-turn). When the scenario says whose turn begins, the effect lapses
  at that turn; when it does not, at the end of the second. A rider who turns in the saddle
  while no turn has been announced acts in his own turn.

  Background:
    Given a knight riding a war-trained horse
    And an orc with Basic Move 5
    And the knight has Broadsword 14

  Rule: The mount's attack counts against the rider until the mount's next turn is over

    @clause:gurps.mounted-weapons.mount-attacked
    Scenario: In the horse's next turn its last turn is still the kick; once that turn is over, it is not
      # 如果坐骑在它的上轮攻击过，骑手的攻击有-2 减值: in the horse's turn of second 2 its last turn
      # is the kick of second 1: the lower of Broadsword 14 and Riding 12 is 12, and 12 - 2 = 10.
      # When the knight's own turn of second 2 begins the horse's turn of second 2 is over and had
      # no attack: 12.
      When the horse kicks the orc
      And the next second begins with the horse's turn
      And the knight attacks from the saddle with his broadsword and the dice show 10
      Then the effective skill is reported as 10
      And it is second 2
      And it is the horse's turn
      When the knight's turn begins
      And the knight attacks from the saddle with his broadsword and the dice show 10
      Then the effective skill is reported as 12
      And it is the knight's turn

    @clause:gurps.mounted-weapons.mount-attacked
    Scenario: The knight's turn comes before the horse's: the kick still counts
      # Second 2 begins with the knight's turn; the horse has not yet had its turn of second 2,
      # so its last turn is the kick: 12 - 2 = 10.
      When the horse kicks the orc
      And the next second begins with the knight's turn
      And the knight attacks from the saddle with his broadsword and the dice show 10
      Then the effective skill is reported as 10

  Rule: Turning in the saddle costs -1 to Riding that turn

    @clause:gurps.mounted-weapons.acrobatics.turn-back
    Scenario: The -1 holds in the knight's turn and lapses when the orc's turn begins
      # 该轮的所有骑术检定-1: Riding 12 - 1 = 11 in the knight's turn; in the orc's turn of the same
      # second the knight's turn is over: 12.
      Given the knight has Bow 12
      When the knight's turn begins
      And the knight turns in the saddle to shoot behind with his bow and the dice show 3
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 11
      When the orc's turn begins
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 12
      And it is second 1

    @clause:gurps.mounted-weapons.acrobatics.turn-back @ruling:gurps.mounted-weapons.that-turn=his-turn
    Scenario: Unannounced, the knight's shot is taken in his own turn: the -1 lapses when the orc's turn begins
      # The scenario never says the knight's turn begins; he acts, so it is his turn. The orc's turn
      # begins after the shot: the knight's turn is over, Riding 12.
      Given the knight has Bow 12
      When the knight turns in the saddle to shoot behind with his bow and the dice show 3
      Then it is the knight's turn
      When the orc's turn begins
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 12

    @clause:gurps.mounted-weapons.acrobatics.turn-back @ruling:gurps.mounted-weapons.that-turn=his-turn
    Scenario: Shooting in the orc's turn (after a Wait), the -1 holds for that turn and lapses when the horse's turn begins
      # 该轮 is the turn of the shot: the knight acts in the orc's turn, so the -1 holds there (11) and
      # lapses when the orc's turn is over, not at the end of the second: 12 in the horse's turn.
      Given the knight has Bow 12
      When the orc's turn begins
      And the knight turns in the saddle to shoot behind with his bow and the dice show 3
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 11
      When the horse's turn begins
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 12
      And it is second 1

    @clause:gurps.mounted-weapons.acrobatics.turn-back @ruling:gurps.mounted-weapons.that-turn=until-his-next-turn
    Scenario: Under the reading "until his next turn", the -1 holds in the orc's turn and lapses with the knight's next turn
      # Riding 12 - 1 = 11 in the knight's turn and in the orc's turn after it; the knight's turn of
      # second 2 begins: 12.
      Given the knight has Bow 12
      When the knight's turn begins
      And the knight turns in the saddle to shoot behind with his bow and the dice show 3
      And the orc's turn begins
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 11
      When the next second begins with the orc's turn
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 11
      When the knight's turn begins
      And the knight makes a Riding roll and the dice show 3
      Then the roll is against 12
