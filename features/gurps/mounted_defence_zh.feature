# language: zh-CN
功能:骑乘防御与多个骑手（GURPS 第四版），用规则原文的中文写成
  与 mounted_defence.feature 相同的规则：“如果他的骑术达到12+，所有这些防御都是正常水平。如果技术不过关，
  所有的主动防御将降低，数值为12- 骑术”；“控制坐骑的骑手的骑术技能额外-1”。
  骑士（骑术12）骑着一匹受过战斗训练的马。

  背景:
    假如桌面为"gurps/knight-and-warhorse"

  @clause:gurps.mounted-defence.rider @clause:gurps.mounted-defence.multiple-riders.controller
  @ruling:gurps.mounted-defence.rider-riding=base-skill
  场景:带着侍从的骑士骑术为12 - 1 = 11：所有防御 12 - 11 = -1
    假如侍从坐在骑士身后
    当骑士进行招架
    那么修正值为-1

  @clause:gurps.mounted-defence.rider @clause:gurps.mounted-defence.multiple-riders.controller
  @ruling:gurps.mounted-defence.rider-riding=sheet-level
  场景:按角色卡上的技能等级解读，带着侍从不影响他的防御
    假如侍从坐在骑士身后
    当骑士进行招架
    那么修正值为0
