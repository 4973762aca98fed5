Feature: Saddle Up! (ПРЯМО В СЕДЛО)
  A fighter on terrain no higher than 3" may leap into the saddle of his own mount within
  1" of it. D6: 1 falls, 2-5 lands in the saddle and stops, 6 rides on.

  Background:
    Given a gunman on a balcony 3" high
    And the gunman's horse stands 1" from the balcony

  @clause:lotow.mounted.saddle-up.conditions @clause:lotow.mounted.saddle-up.2-5
  Scenario Outline: From a 3" balcony onto a horse exactly 1" away, a <roll> lands him in the saddle
    When the gunman leaps from the balcony into the saddle of the horse and the die shows <roll>
    Then the gunman is in the saddle
    And the gunman can move no further this turn

    Examples:
      | roll |
      | 2    |
      | 3    |
      | 4    |
      | 5    |

  @clause:lotow.mounted.saddle-up.1
  Scenario: On a 1 he falls from the balcony
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
    Then the gunman has fallen
    And the gunman is on foot
    And the gunman can move no further this turn

  @clause:lotow.mounted.saddle-up.1 @clause:lotow.prone.laid-down
  Scenario: A fall from the 3" balcony is an ordinary fall from over 2": he lies prone
    # "как и в случае обычного падения с соответствующей высоты": 3" is more than 2", an ordinary fall,
    # which lays the fighter prone (ruling lotow.falling.lands-prone = prone; ruling
    # lotow.mounted.saddle-up.fall-prone = as-ordinary-fall).
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
    Then the gunman has fallen
    And the gunman lies prone

  @clause:lotow.mounted.saddle-up.1 @ruling:lotow.mounted.saddle-up.fall-prone=damage-only
  Scenario: Read as the damage only, the fall from 3" leaves him standing
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
    Then the gunman has fallen
    And the gunman is standing

  @clause:lotow.mounted.saddle-up.6
  Scenario: On a 6 he rides on at the horse's speed, less what he walked in proportion
    # He walked 3" of his 6" (half): half of the horse's 10" is left.
    Given the gunman has already moved 3"
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 6
    Then the gunman is in the saddle
    And the gunman has 5 inches of movement left

  @clause:lotow.mounted.saddle-up.conditions
  Scenario: Having walked all his 6" he has no move left to leap into the saddle
    # "не забудьте пропорционально отнять то движение, которое боец проделал до того, как прыгнул в седло":
    # the leap is part of his movement, and all of it is used.
    Given the gunman has already moved 6"
    When the gunman leaps from the balcony into the saddle of the horse
    Then the leap is refused by rule lotow.mounted.saddle-up.conditions

  @clause:lotow.mounted.saddle-up.conditions @clause:lotow.mounted.saddle-up.1 @clause:lotow.mounted.saddle-up.2-5 @clause:lotow.mounted.saddle-up.6
  Scenario: The odds of Saddle Up!
    # One D6: a 1 falls (1/6); 2-6 in the saddle (5/6).
    When the gunman leaps from the balcony into the saddle of the horse
    Then the chance that the gunman has fallen is 1/6
    And the chance that the gunman is in the saddle is 5/6

  @clause:lotow.mounted.saddle-up.2-5
  Scenario: Landing in the saddle on a 4, he stays put this turn and rides the next
    # "более в этот ход не двигается": this turn only.
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 4
    Then the gunman can move no further this turn
    When the next turn begins
    Then the gunman may still move this turn

  @clause:lotow.mounted.saddle-up.2-5 @ruling:lotow.mounted.mounting.dismount-after-stop=stays-in-saddle
  Scenario: Read as a rider who stays put, landing in the saddle on a 4 he cannot get off this turn
    When the gunman leaps from the balcony into the saddle of the horse and the die shows 4
    And the gunman dismounts
    Then the dismount is refused by rule lotow.mounted.saddle-up.2-5

  Rule: A tied horse is untied on foot (ruling lotow.mounted.saddle-up.tied)

    @clause:lotow.mounted.saddle-up.conditions @clause:lotow.mounted.loose.tied
    Scenario: By default he does not leap onto his tied horse: it is untied by a fighter on foot
      # "любая пешая фигурка может подойти к ним, отвязать и сесть верхом"
      Given a hitching rail beside the horse
      And the horse is tied to the rail
      When the gunman leaps from the balcony into the saddle of the horse
      Then the leap is refused by rule lotow.mounted.loose.tied

    @clause:lotow.mounted.saddle-up.6 @clause:lotow.mounted.loose.tied @ruling:lotow.mounted.saddle-up.tied=untied-as-he-lands
    Scenario: Read otherwise, he unties it as he lands in the saddle, and on a 6 rides away
      Given a hitching rail beside the horse
      And the horse is tied to the rail
      When the gunman leaps from the balcony into the saddle of the horse and the die shows 6
      Then the gunman is in the saddle
      And the horse is not tied
      And the gunman has 10 inches of movement left

    @clause:lotow.mounted.saddle-up.1 @ruling:lotow.mounted.saddle-up.tied=untied-as-he-lands
    Scenario: Read otherwise, a leap that falls short leaves the horse tied
      Given a hitching rail beside the horse
      And the horse is tied to the rail
      When the gunman leaps from the balcony into the saddle of the horse and the die shows 1
      Then the gunman has fallen
      And the horse is tied
