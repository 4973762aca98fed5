"""GURPS 4th edition combat (yards, seconds, 3d6 success rolls).

One module per rules section of the source text (oracle/sources/002_1c745777ae7f6f73.txt):

* :mod:`.rolls` — the success roll (a base rule outside the excerpt)
* :mod:`.visibility` — 能见度, 火把与手电
* :mod:`.high_speed` — 高速移动 and its subsections
* :mod:`.posture_in_armour` — 可选规则：穿着铠甲改变姿势 (optional)
* :mod:`.mounted` — 骑乘战斗, 骑上坐骑, 移动与行动, 受惊的坐骑
* :mod:`.riding` — the Riding roll and falling off, shared by the mounted sections
* :mod:`.mount_out_of_control` — 坐骑失控表
* :mod:`.mounted_weapons` — 坐骑的攻击, 骑兵武器, 在骑乘中使用远程武器
* :mod:`.mounted_defence` — 骑乘防御, 高度差, 骑乘作战结果, 多个骑手
* :mod:`.flying` — 飞行战斗
* :mod:`.hit_locations` — hit locations
* :mod:`.clock` — seconds of combat and the effects they bound
"""

from oracle.gurps.ruleset import RULESET

SECTIONS = RULESET.sections(  # importing a section registers its actions and outcomes; listed in this order
    __name__,
    "visibility",
    "high_speed",
    "posture_in_armour",
    "mounted",
    "mount_out_of_control",
    "mounted_weapons",
    "mounted_defence",
    "flying",
    "hit_locations",
    "clock",
    "outcomes",
)

__all__ = ["RULESET"]
