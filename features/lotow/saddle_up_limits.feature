Feature: Saddle Up! limits (ПРЯМО В СЕДЛО)
  Saddle Up! is allowed from no higher than 3" and onto a mount within 1".

  @clause:lotow.mounted.saddle-up.conditions
  Scenario: Not from a balcony 3.5" high
    Given a gunman on a balcony 3.5" high
    And the gunman's horse stands 1" from the balcony
    When the gunman leaps from the balcony into the saddle of the horse
    Then the leap is refused by rule lotow.mounted.saddle-up.conditions

  @clause:lotow.mounted.saddle-up.conditions
  Scenario: Not onto a horse 1.5" away
    Given a gunman on a balcony 2" high
    And the gunman's horse stands 1.5" from the balcony
    When the gunman leaps from the balcony into the saddle of the horse
    Then the leap is refused by rule lotow.mounted.saddle-up.conditions

  @clause:lotow.mounted.saddle-up.conditions @ruling:lotow.mounted.saddle-up.within=centre
  Scenario: Measured to the horse's centre, a horse whose base is 0.5" away is 1.5" away
    # The base radius is 1": centre 1.5" from the balcony.
    Given a gunman on a balcony 2" high
    And the gunman's horse stands 0.5" from the balcony
    When the gunman leaps from the balcony into the saddle of the horse
    Then the leap is refused by rule lotow.mounted.saddle-up.conditions

  @clause:lotow.mounted.saddle-up.1 @ruling:lotow.mounted.saddle-up.fall-ends-move=over-2-only
  Scenario: Read so that only falls over 2" stop him, a fall from 2" leaves his move
    Given a gunman on a balcony 2" high
    And the gunman's horse stands 1" from the balcony
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
    Then the gunman has fallen
    And the gunman has 6 inches of movement left

  @clause:lotow.mounted.saddle-up.1
  Scenario: A fall from 2" is not over 2": he is not laid prone
    # "более 2"" makes an ordinary fall; 2" is not more than 2", so no fall lays him down.
    Given a gunman on a balcony 2" high
    And the gunman's horse stands 1" from the balcony
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
    Then the gunman has fallen
    And the gunman is standing

  @clause:lotow.mounted.saddle-up.1 @ruling:lotow.falling.height-boundary=from-two @ruling:lotow.mounted.saddle-up.fall-prone=as-ordinary-fall
  Scenario: Where a drop of 2" is read as a fall, the Saddle Up! fall from 2" lays him prone as an ordinary fall does
    # The Saddle Up! fall is an ordinary fall from that height: the falling clause, under
    # the reading "2" and more", decides whether it is one.
    Given a gunman on a balcony 2" high
    And the gunman's horse stands 1" from the balcony
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
    Then the gunman has fallen
    And the gunman lies prone

  @clause:lotow.mounted.saddle-up.1 @ruling:lotow.falling.height-boundary=from-two @ruling:lotow.mounted.saddle-up.fall-ends-move=over-2-only
  Scenario: Where a drop of 2" is read as a fall, the Saddle Up! fall from 2" ends his move even when only falls stop him
    Given a gunman on a balcony 2" high
    And the gunman's horse stands 1" from the balcony
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
    Then the gunman has fallen
    And the gunman can move no further this turn

  @clause:lotow.mounted.saddle-up.conditions @clause:lotow.mounted.mounting.jump
  Scenario: A gunman lying on the balcony does not leap into the saddle
    # Getting into the saddle is a jump ("фигурка должна осуществить прыжок"), from the ground or
    # from a balcony; a fighter lying down who does not stand up only crawls ("ограничено 2"").
    Given a gunman on a balcony 3" high
    And the gunman's horse stands 1" from the balcony
    And the gunman lies prone
    When the gunman leaps from the balcony into the saddle of the horse
    Then the leap is refused by rule lotow.mounted.mounting.jump

  @clause:lotow.mounted.saddle-up.conditions @clause:lotow.mounted.saddle-up.6
  Scenario: Once he stands up he may leap
    Given a gunman on a balcony 3" high
    And the gunman's horse stands 1" from the balcony
    And the gunman lies prone
    When the gunman stands up
    And the gunman leaps from the balcony into the saddle of the horse and the die shows 6
    Then the gunman is in the saddle

  @clause:lotow.mounted.saddle-up.conditions
  Scenario: Not into the saddle of a dead horse
    Given a gunman on a balcony 3" high
    And the gunman's horse stands 1" from the balcony
    And an enemy bandit 3" east of the horse
    When the horse is killed by the bandit
    And the gunman leaps from the balcony into the saddle of the horse
    Then the leap is refused by rule lotow.mounted.saddle-up.conditions

  Rule: The text leaps into the saddle of "своей лошади", his horse (ruling lotow.mounted.saddle-up.mule)

    @clause:lotow.mounted.saddle-up.conditions
    Scenario: By the letter of the text, he does not leap from a balcony onto his mule
      # Ruling lotow.mounted.saddle-up.mule, default: "прыгнуть прямо в седло своей лошади" names his
      # horse, where the text says "лошадь или мул" when it means both.
      Given a gunman on a balcony 2" high
      And the gunman's mule stands 1" from the balcony
      When the gunman leaps from the balcony into the saddle of the mule
      Then the leap is refused by rule lotow.mounted.saddle-up.conditions

    @clause:lotow.mounted.saddle-up.conditions @clause:lotow.mounted.saddle-up.2-5 @ruling:lotow.mounted.saddle-up.mule=any-mount
    Scenario: Read as any mount, he leaps onto his mule as onto a horse
      Given a gunman on a balcony 2" high
      And the gunman's mule stands 1" from the balcony
      When the gunman leaps from the balcony into the saddle of the mule and the die shows 4
      Then the gunman is in the saddle
      And the gunman can move no further this turn

  @clause:lotow.mounted.saddle-up.1 @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.prone=on-his-feet
  Scenario: Holding the reins of the horse below, he falls on a 1 and, lying prone, lets go of them
    # His base at the balcony's edge meets the horse's below on the table's plan: base contact under the default
    # reading of ruling lotow.mounted.holding.levels (in-plan), so he holds its reins from above (under
    # "same-level" the hold is refused). A holder who is laid on the ground lets go (ruling
    # lotow.mounted.holding.prone=on-his-feet), as after any other fall.
    Given the table "lotow/horse-below-the-balcony"
    When the gunman holds the horse by the reins
    And the gunman leaps from the balcony into the saddle of the horse and the die shows 1
    Then the gunman lies prone
    And the horse is not held by the gunman

  @clause:lotow.mounted.saddle-up.1 @clause:lotow.mounted.holding @ruling:lotow.mounted.holding.prone=lying-too
  Scenario: Under the "lying too" reading the holder who falls on a 1 keeps the reins where he lies
    Given the table "lotow/horse-below-the-balcony"
    When the gunman holds the horse by the reins
    And the gunman leaps from the balcony into the saddle of the horse and the die shows 1
    Then the gunman lies prone
    And the horse is held by the gunman

  Rule: From raised ground the way into the saddle is Saddle Up! (ruling lotow.mounted.mounting.from-above)

    @clause:lotow.mounted.saddle-up.conditions @clause:lotow.mounted.mounting.jump
    Scenario: On the balcony above his horse, he does not get on by the ordinary mounting jump
      # "прыгает на лошадь прямо с балкона": from above, the leap into the saddle is Saddle Up!, whose 1
      # is a fall; the ordinary mounting jump, whose 1 is only a failure, is made from the ground.
      Given the table "lotow/horse-below-the-balcony"
      When the gunman mounts the horse
      Then the mount is refused by rule lotow.mounted.saddle-up.conditions

    @clause:lotow.mounted.saddle-up.conditions @clause:lotow.mounted.mounting.jump
    Scenario: Nor from a roof 5" high, where Saddle Up! is not allowed
      # "не выше 3"": the ordinary mounting jump does not get round the limit.
      Given a gunman on a roof 5" high
      And the gunman's horse stands 0.5" from the roof
      When the gunman mounts the horse
      Then the mount is refused by rule lotow.mounted.saddle-up.conditions

    @clause:lotow.mounted.mounting.1 @ruling:lotow.mounted.mounting.from-above=either
    Scenario: Read so that the ordinary jump may be made from above too, his 1 is a failure, not a fall
      Given the table "lotow/horse-below-the-balcony"
      When the gunman mounts the horse and the die shows 1
      Then the gunman is on foot
      And the gunman has not fallen
      And the gunman can move no further this turn

    @clause:lotow.mounted.mounting.6 @ruling:lotow.mounted.mounting.from-above=either
    Scenario: Read so, a 6 puts him in the saddle and he rides on
      Given the table "lotow/horse-below-the-balcony"
      When the gunman mounts the horse and the die shows 6
      Then the gunman is in the saddle
      And the gunman may still move this turn

  Rule: Saddle Up! is a leap down, onto a mount below the terrain

    @clause:lotow.mounted.saddle-up.conditions
    Scenario: Not onto a horse standing on the roof beside him
      # "прыгает на лошадь прямо с балкона": the leap is from the terrain to a mount "которая стоит в пределах 1" от
      # данного участка", below it; with the horse on the roof, a 1 would have him fall 3" off a roof he never left.
      Given the table "lotow/horse-on-the-roof"
      When the gunman leaps from the roof into the saddle of the horse
      Then the leap is refused by rule lotow.mounted.saddle-up.conditions

    @clause:lotow.mounted.mounting.jump @clause:lotow.mounted.mounting.6
    Scenario: On the same level he gets on by the ordinary mounting jump
      Given the table "lotow/horse-on-the-roof"
      When the gunman mounts the horse and the die shows 6
      Then the gunman is in the saddle

  Rule: A fall on a 1 is from the height he actually falls, and he lands beside the horse

    @clause:lotow.mounted.saddle-up.1
    Scenario: From the 3" balcony to the street he falls 3" and lands beside his horse, not inside the balcony
      # "боец бесславно падает, получая повреждения, как и в случае обычного падения с соответствующей
      # высоты": he leapt for the saddle and falls short of it, beside the horse, on the table; he was
      # standing 2" back from the balcony's edge, the horse 1" out from it.
      Given a gunman on a balcony 3" high
      And the gunman's horse stands 1" from the balcony
      When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
      Then the gunman has fallen 3"
      And the gunman stands beside the horse
      And the gunman is 0" above the table

    @clause:lotow.mounted.saddle-up.1
    Scenario: Onto a horse standing under the balcony he falls beside it, clear of the bandit against it
      # No side of the horse faces away from the balcony: he is set beside it as a rider off it is,
      # "рядом с лошадью", where a base may stand, not on the bandit's base nor inside the balcony.
      Given the table "lotow/horse-under-the-balcony"
      When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
      Then the gunman has fallen 3"
      And the gunman stands beside the horse
      And the gunman does not stand on another model's base
      And the gunman is not inside the balcony
      And the gunman is 0" above the table

    @clause:lotow.mounted.saddle-up.1
    Scenario: Where a bandit stands against the horse on the side away from the balcony, he falls beside it clear of him
      Given a gunman on a balcony 3" high
      And the gunman's horse stands 1" from the balcony
      And an enemy bandit 0" east of the horse
      When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
      Then the gunman has fallen 3"
      And the gunman stands beside the horse
      And the gunman does not stand on another model's base
      And the gunman is not inside the balcony

    @clause:lotow.mounted.saddle-up.1
    Scenario: Onto a horse on the 1.5" boardwalk he falls 1.5", not the balcony's 3", and lands on the boardwalk
      # "с соответствующей высоты": from the balcony's 3" down to the boardwalk's 1.5" where he lands.
      Given the table "lotow/horse-on-the-boardwalk"
      When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
      Then the gunman has fallen 1.5"
      And the gunman stands beside the horse
      And the gunman is 1.5" above the table
      And the gunman stands on the boardwalk

    @clause:lotow.mounted.saddle-up.1 @clause:lotow.falling.no-jump-test
    Scenario: A fall of 1.5" onto the boardwalk is no fall from over 2": it leaves him on his feet
      # The ordinary fall from that height (ruling lotow.mounted.saddle-up.fall-prone=as-ordinary-fall) lays a
      # fighter down only from over 2" (ruling lotow.falling.lands-prone=prone); the 3" balcony does not count.
      Given the table "lotow/horse-on-the-boardwalk"
      When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
      Then the gunman is standing
      And the gunman can move no further this turn

    @clause:lotow.mounted.saddle-up.1 @ruling:lotow.mounted.saddle-up.fall-ends-move=over-2-only
    Scenario: Read as over 2" only, the 1.5" fall onto the boardwalk leaves him the rest of his move
      Given the table "lotow/horse-on-the-boardwalk"
      When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
      Then the gunman may still move this turn

  Rule: What a horse ridden this turn has left for the fighter who leaps into its saddle (ruling lotow.mounted.mount-move)

    @clause:lotow.mounted.saddle-up.6
    Scenario: By default, onto his horse the deputy has ridden 7", he rides on his own whole move at its 10"
      Given the table "lotow/ridden-horse-below-the-balcony"
      When the deputy dismounts
      And the gunman leaps from the balcony into the saddle of the horse and the die shows 6
      Then the gunman is in the saddle
      And the gunman has 10 inches of movement left

    @clause:lotow.mounted.saddle-up.6 @ruling:lotow.mounted.mount-move=once-a-turn
    Scenario: Read as once a turn, onto his horse the deputy has ridden 7" he rides on only the 3" it has left
      Given the table "lotow/ridden-horse-below-the-balcony"
      When the deputy dismounts
      And the gunman leaps from the balcony into the saddle of the horse and the die shows 6
      Then the gunman is in the saddle
      And the gunman has 3 inches of movement left
