Feature: Falling or jumping from more than 2"
  From more than 2" there is no Jump test: the fighter falls to the ground, and if he
  survives he moves no further this turn. (The excerpt opens with this rule, without a
  heading of its own; the fall's damage is in a chapter it does not contain.)

  Background:
    Given a cowboy on foot

  @clause:lotow.falling.no-jump-test
  Scenario Outline: A fighter who <how> <height> falls, with no Jump test
    When the cowboy <how> <height>
    Then the cowboy has fallen
    And the cowboy must not take a Jump test
    And rule lotow.falling.no-jump-test is applied

    Examples:
      | how        | height |
      | falls      | 3"     |
      | jumps down | 2.5"   |
      | jumps down | 6"     |

  @clause:lotow.falling.no-further-move
  Scenario: A fighter who survives the fall moves no further this turn
    When the cowboy jumps down 3"
    And the cowboy walks 1"
    Then the walk is refused by rule lotow.falling.no-further-move

  @clause:lotow.falling.no-further-move
  Scenario: A fighter who survives the fall may not jump down further this turn
    # Jumping down on purpose is a move; a fall that befalls him is not refused.
    When the cowboy falls 3"
    And the cowboy jumps down 1"
    Then the jump is refused by rule lotow.falling.no-further-move

  @clause:lotow.falling.no-jump-test
  Scenario Outline: A cowboy who has walked all his 6" has no move left to jump down <height>
    # "в этот ход он более двигаться не может": the jump down is part of his movement, as a jump over an
    # obstacle is; with his 6" used he makes none. A fall befalls him all the same.
    Given the cowboy has already moved 6"
    When the cowboy jumps down <height>
    Then the jump is refused by rule lotow.falling.no-jump-test
    And the cowboy has not fallen

    Examples:
      | height |
      | 3"     |
      | 1.5"   |

  @clause:lotow.falling.no-jump-test
  Scenario: A cowboy who has walked all his 6" still falls 3"
    Given the cowboy has already moved 6"
    When the cowboy falls 3"
    Then the cowboy has fallen

  @clause:lotow.falling.no-further-move @clause:lotow.prone.laid-down
  Scenario: The fall leaves him lying on the ground, his movement over
    When the cowboy falls 4"
    Then the cowboy lies prone
    And the cowboy can move no further this turn
    And rule lotow.prone.laid-down is applied

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.lands-prone=standing
  Scenario: Under the reading that a fall leaves him standing
    When the cowboy falls 4"
    Then the cowboy is standing
    And the cowboy can move no further this turn

  @clause:lotow.falling.no-jump-test
  Scenario: Jumping down exactly 2" is not "more than 2"": the ordinary Jump test applies
    When the cowboy jumps down 2"
    Then the cowboy must take a Jump test
    And the cowboy has 6 inches of movement left

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.height-boundary=from-two
  Scenario: Under the reading "2" and more", a 2" jump down is a fall
    When the cowboy jumps down 2"
    Then the cowboy has fallen
    And the cowboy can move no further this turn

  @clause:lotow.falling.no-jump-test @clause:lotow.falling.no-further-move
  Scenario: A fall of 2" or less takes no movement away under this rule
    When the cowboy falls 1.5"
    Then the cowboy has fallen
    And the cowboy has 6 inches of movement left

  @clause:lotow.falling.no-jump-test @clause:lotow.prone.laid-down
  Scenario: A fall of 1.5" leaves him on his feet, his movement going on
    # The excerpt's fall is one from more than 2"; a shorter one is the ordinary rules'
    # (ruling lotow.falling.lands-prone, default "prone": falls over 2" only).
    When the cowboy falls 1.5"
    Then the cowboy is standing
    And the cowboy may still move this turn

  @clause:lotow.falling.no-jump-test @clause:lotow.prone.laid-down @ruling:lotow.falling.lands-prone=every-fall
  Scenario: Under the reading that every fall lays him down, a fall of 1.5" leaves him prone with his move
    # "такие ... как ... падение, требуют, чтобы фигурку положили на землю": no height given.
    When the cowboy falls 1.5"
    Then the cowboy lies prone
    And the cowboy may still move this turn
    When the cowboy stands up
    Then the cowboy has 3 inches of movement left

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.lands-prone=every-fall
  Scenario: Under the reading that every fall lays him down, a jump down of 1.5" is no fall
    When the cowboy jumps down 1.5"
    Then the cowboy must take a Jump test
    And the cowboy is standing

  @clause:lotow.falling.no-further-move
  Scenario: "In this turn he may move no more": the next turn he walks again
    # "в этот ход он более двигаться не может": this turn only; the next turn a 1" walk is allowed.
    When the cowboy jumps down 3"
    Then the cowboy can move no further this turn
    When the next turn begins
    Then the cowboy may still move this turn

  @clause:lotow.mounted.jump.table
  Scenario: A rider in the saddle does not jump down 3" as a fighter on foot
    # "Правила по прыжку верховой фигурки ... Для определения результатов прыжка следует пользоваться
    # представленной ниже таблицей": a mounted model jumps on the mount jump table, which has no drop;
    # he would otherwise lie prone in the saddle, fallen "на землю" while still riding.
    Given a rider on a horse
    When the rider jumps down 3"
    Then the jump is refused by rule lotow.mounted.jump.table
    And the rider is in the saddle
    And the rider has not fallen

  @clause:lotow.falling.no-jump-test @clause:lotow.falling.no-further-move @ruling:lotow.falling.mounted=unseated
  Scenario: A rider who falls 3" falls out of the saddle to the ground, prone beside his horse
    # "боец падает на землю": the fighter falls to the ground, so not in the saddle.
    Given a rider on a horse
    When the rider falls 3"
    Then the rider is on foot
    And the horse has no rider
    And the rider has fallen
    And the rider lies prone
    And the rider can move no further this turn

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=unseated
  Scenario: A rider who has ridden 5" of his horse's 10" and falls out of the saddle 1.5" walks on the share left
    # "любое оставшееся (в пропорции) движение может проделать пешком", as a rider who gets off
    Given a rider on a horse
    And the rider has already moved 5"
    When the rider falls 1.5"
    Then the rider is on foot
    And the rider is standing
    And the rider has 3 inches of movement left

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=unseated
  Scenario: A passenger who falls 3" falls off the horse to the ground, and the rider rides on
    Given a rider on a horse
    And a drifter riding behind the rider
    When the drifter falls 3"
    Then the drifter is on foot
    And the drifter lies prone
    And the rider is in the saddle

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=refused
  Scenario: Under the reading that nobody falls from a height in the saddle, the rider's fall is refused
    Given a rider on a horse
    When the rider falls 3"
    Then the fall is refused by rule lotow.falling.no-jump-test

  @clause:lotow.falling.no-jump-test @clause:lotow.falling.no-further-move @ruling:lotow.falling.mounted=mount-falls
  Scenario: Under the reading that the mount falls with him, he stays in the saddle, not prone, and rides no further
    Given a rider on a horse
    When the rider falls 3"
    Then the rider is in the saddle
    And the rider is standing
    And the rider has fallen
    And the rider can move no further this turn

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=unseated @ruling:lotow.falling.lands-prone=every-fall
  Scenario: Under "every fall lays him down", a rider who falls 1.5" is on the ground, not prone in the saddle
    Given a rider on a horse
    When the rider falls 1.5"
    Then the rider is on foot
    And the rider lies prone

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=mount-falls @ruling:lotow.falling.lands-prone=every-fall
  Scenario: Under "the mount falls with him" and "every fall lays him down", the rider still sits his horse
    Given a rider on a horse
    When the rider falls 1.5"
    Then the rider is in the saddle
    And the rider is standing

  # A mounted model on raised ground: the excerpt gives it no way up ("Верховые фигурки не могут
  # карабкаться ... не могут пользоваться верёвками и лестницами"; horses jump barriers "высотой до 2""),
  # nor forbids a table where it stands there. Each reading of lotow.falling.mounted says where the mount ends.
  @clause:lotow.falling.no-jump-test @clause:lotow.falling.no-further-move @ruling:lotow.falling.mounted=unseated
  Scenario: A rider who falls 3" off a bluff falls alone: his horse stays on the bluff
    Given the table "lotow/horse-on-a-bluff"
    # the drifter, left without a rider, rolls on the Thrown Riders table
    # (ruling lotow.mounted.passengers.rider-thrown): a 3 sets him beside the horse
    When the rider falls 3" and the die shows 3
    Then the rider is 0" above the table
    And the rider lies prone
    And the rider can move no further this turn
    And the horse is 3" above the table
    And the horse has no rider
    And the drifter is 3" above the table
    And the drifter stands beside the horse

  @clause:lotow.falling.no-jump-test @clause:lotow.falling.no-further-move @ruling:lotow.falling.mounted=mount-falls
  Scenario: Under the reading that the mount falls with him, the horse comes down off the bluff with both its riders
    Given the table "lotow/horse-on-a-bluff"
    When the rider falls 3"
    Then the horse is 0" above the table
    And the rider is 0" above the table
    And the rider is in the saddle
    And the drifter is 0" above the table
    And the drifter rides as a passenger
    And the drifter has fallen
    And the drifter can move no further this turn
    And the rider can move no further this turn

  @clause:lotow.falling.no-jump-test @clause:lotow.falling.no-further-move @ruling:lotow.falling.mounted=mount-falls
  Scenario: Under the reading that the mount falls with him, a passenger's fall brings the horse and its rider down too
    Given the table "lotow/horse-on-a-bluff"
    When the drifter falls 3"
    Then the horse is 0" above the table
    And the rider is 0" above the table
    And the rider is in the saddle
    And the rider has fallen
    And the rider can move no further this turn
    When the rider rides 1"
    Then the ride is refused by rule lotow.falling.no-further-move

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=refused
  Scenario: Under the reading that nobody falls from a height in the saddle, the horse and its riders stay on the bluff
    Given the table "lotow/horse-on-a-bluff"
    When the rider falls 3"
    Then the fall is refused by rule lotow.falling.no-jump-test
    And the horse is 3" above the table
    And the rider is in the saddle

  # A passenger carried part of the way who falls off 2" or less: the excerpt gives him no rule; a
  # passenger who gets off "в любой момент фазы Движения ... сам теряет своё оставшееся движение"
  # (ruling lotow.falling.passenger-move).
  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=unseated @ruling:lotow.falling.passenger-move=in-proportion
  Scenario: A passenger carried 5" of the horse's 10" who falls off 1.5" walks the share of the move left
    Given a rider on a horse
    And a drifter riding behind the rider
    And the rider has already moved 5"
    When the drifter falls 1.5"
    Then the drifter is on foot
    And the drifter has 3 inches of movement left

  @clause:lotow.falling.no-jump-test @clause:lotow.mounted.passengers.dismount-later @ruling:lotow.falling.mounted=unseated @ruling:lotow.falling.passenger-move=loses-move
  Scenario: Under the reading that he loses his move as a passenger getting off, he moves no further
    Given a rider on a horse
    And a drifter riding behind the rider
    And the rider has already moved 5"
    When the drifter falls 1.5"
    Then the drifter is on foot
    And the drifter can move no further this turn

  @clause:lotow.falling.no-jump-test @ruling:lotow.falling.mounted=unseated
  Scenario: A passenger who falls off 1.5" before the rider has moved keeps his whole move
    Given a rider on a horse
    And a drifter riding behind the rider
    When the drifter falls 1.5"
    Then the drifter is on foot
    And the drifter has 6 inches of movement left
