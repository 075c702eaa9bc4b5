// Symbol tables for the special-symbols tool: each line is "symbol|English name|中文名".
// Names are what people type when searching, so they use everyday words in both languages.

/** One category: its id (for the locale key) and its symbols, one "char|en|zh" per line. */
export const SYMBOL_TABLE: Array<[id: string, lines: string]> = [
  [
    'arrows',
    `←|left arrow|左箭头
→|right arrow|右箭头
↑|up arrow|上箭头
↓|down arrow|下箭头
↔|left right arrow|左右箭头
↕|up down arrow|上下箭头
↖|up left arrow|左上箭头
↗|up right arrow|右上箭头
↘|down right arrow|右下箭头
↙|down left arrow|左下箭头
⇐|double left arrow|左双线箭头
⇒|double right arrow implies|右双线箭头 推出
⇑|double up arrow|上双线箭头
⇓|double down arrow|下双线箭头
⇔|double left right arrow if and only if|双向双线箭头 等价
↩|return arrow|返回箭头
↪|forward hook arrow|右钩箭头
↻|clockwise arrow refresh|顺时针箭头 刷新
↺|anticlockwise arrow undo|逆时针箭头 撤销
➜|heavy right arrow|粗右箭头
➤|arrowhead right|右箭头头
➔|wide right arrow|宽右箭头
⟶|long right arrow|长右箭头
⟵|long left arrow|长左箭头
⇄|right over left arrows swap|左右交换箭头
⇅|up down arrows|上下交换箭头
▲|black up triangle|黑色上三角
▼|black down triangle|黑色下三角
◀|black left triangle|黑色左三角
▶|black right triangle play|黑色右三角 播放`,
  ],
  [
    'math',
    `±|plus minus|正负号 加减
×|multiply times|乘号
÷|divide|除号
≈|approximately equal|约等于
≠|not equal|不等于
≡|identical congruent|恒等于 全等
≤|less than or equal|小于等于
≥|greater than or equal|大于等于
≪|much less than|远小于
≫|much greater than|远大于
∞|infinity|无穷大
√|square root|根号 平方根
∛|cube root|立方根
∑|sum sigma|求和
∏|product|求积
∫|integral|积分
∬|double integral|二重积分
∮|contour integral|环路积分
∂|partial derivative|偏导数
∆|delta increment|增量 德尔塔
∇|nabla gradient|梯度 倒三角
∈|element of|属于
∉|not element of|不属于
⊂|subset|子集 包含于
⊃|superset|超集 包含
⊆|subset or equal|子集或等于
∩|intersection|交集
∪|union|并集
∅|empty set|空集
∀|for all|任意 全称量词
∃|there exists|存在
¬|not|非
∧|logical and|逻辑与
∨|logical or|逻辑或
∴|therefore|所以
∵|because|因为
∠|angle|角
⊥|perpendicular|垂直
∥|parallel|平行
°|degree|度
‰|per mille|千分号
‱|per ten thousand|万分号
½|one half|二分之一
⅓|one third|三分之一
¼|one quarter|四分之一
¾|three quarters|四分之三
²|superscript two squared|上标2 平方
³|superscript three cubed|上标3 立方
ⁿ|superscript n|上标n
₁|subscript one|下标1
₂|subscript two|下标2
π|pi|圆周率 派`,
  ],
  [
    'currency',
    `¥|yuan yen|人民币 元 日元
$|dollar|美元
€|euro|欧元
£|pound sterling|英镑
₩|won|韩元
₹|indian rupee|印度卢比
₽|ruble|卢布
₿|bitcoin|比特币
¢|cent|美分
₫|dong|越南盾
฿|baht|泰铢
₱|peso|比索
₺|turkish lira|土耳其里拉
₴|hryvnia|格里夫纳
₦|naira|奈拉
¤|currency sign|货币符号
元|yuan character|元
圆|yuan traditional|圆`,
  ],
  [
    'punctuation',
    `。|chinese full stop period|句号
，|chinese comma|逗号
、|enumeration comma|顿号
；|chinese semicolon|分号
：|chinese colon|冒号
？|chinese question mark|问号
！|chinese exclamation|感叹号
“|left double quote|左双引号
”|right double quote|右双引号
‘|left single quote|左单引号
’|right single quote|右单引号
《|left book title mark|左书名号
》|right book title mark|右书名号
〈|left angle bracket|左单书名号
〉|right angle bracket|右单书名号
「|left corner bracket|左直角引号
」|right corner bracket|右直角引号
『|left white corner bracket|左双直角引号
』|right white corner bracket|右双直角引号
【|left black lenticular bracket|左方头括号
】|right black lenticular bracket|右方头括号
〔|left tortoise shell bracket|左六角括号
〕|right tortoise shell bracket|右六角括号
（|full-width left parenthesis|左圆括号
）|full-width right parenthesis|右圆括号
……|chinese ellipsis|省略号
——|chinese dash|破折号
·|middle dot interpunct|间隔号 中点
…|ellipsis|省略号
–|en dash|短破折号
—|em dash|长破折号
•|bullet|项目符号 圆点
※|reference mark|参考符号 米字
§|section sign|章节符号
¶|pilcrow paragraph|段落符号
†|dagger|剑号
‡|double dagger|双剑号
¿|inverted question mark|倒问号
¡|inverted exclamation|倒感叹号
«|left guillemet|左法文引号
»|right guillemet|右法文引号
©|copyright|版权
®|registered|注册商标
™|trademark|商标
℠|service mark|服务标记`,
  ],
  [
    'units',
    `℃|degree celsius|摄氏度
℉|degree fahrenheit|华氏度
K|kelvin|开尔文
Ω|ohm|欧姆
µ|micro|微
㎜|millimetre mm|毫米
㎝|centimetre cm|厘米
㎞|kilometre km|千米 公里
㎡|square metre|平方米
㎥|cubic metre|立方米
㎎|milligram mg|毫克
㎏|kilogram kg|千克 公斤
㏄|cubic centimetre cc|立方厘米
㎖|millilitre ml|毫升
㎗|decilitre dl|分升
㎐|hertz hz|赫兹
㎾|kilowatt kw|千瓦
㏒|logarithm log|对数
㏑|natural log ln|自然对数
′|prime minute foot|角分 英尺
″|double prime second inch|角秒 英寸
Å|angstrom|埃
№|numero number sign|编号 号码
℡|telephone sign|电话
㏂|am|上午
㏘|pm|下午`,
  ],
  [
    'greek',
    `α|alpha|阿尔法
β|beta|贝塔
γ|gamma|伽马
δ|delta|德尔塔
ε|epsilon|艾普西隆
ζ|zeta|泽塔
η|eta|伊塔
θ|theta|西塔
ι|iota|约塔
κ|kappa|卡帕
λ|lambda|兰姆达
μ|mu|缪
ν|nu|纽
ξ|xi|克西
ο|omicron|奥米克戎
π|pi|派
ρ|rho|柔
σ|sigma|西格玛
τ|tau|陶
υ|upsilon|宇普西隆
φ|phi|斐
χ|chi|希
ψ|psi|普西
ω|omega|欧米伽
Γ|capital gamma|大写伽马
Δ|capital delta|大写德尔塔
Θ|capital theta|大写西塔
Λ|capital lambda|大写兰姆达
Ξ|capital xi|大写克西
Π|capital pi|大写派
Σ|capital sigma|大写西格玛
Φ|capital phi|大写斐
Ψ|capital psi|大写普西
Ω|capital omega|大写欧米伽`,
  ],
  [
    'box',
    `─|horizontal line|横线
│|vertical line|竖线
┌|top left corner|左上角
┐|top right corner|右上角
└|bottom left corner|左下角
┘|bottom right corner|右下角
├|left tee|左丁字
┤|right tee|右丁字
┬|top tee|上丁字
┴|bottom tee|下丁字
┼|cross|十字
═|double horizontal|双横线
║|double vertical|双竖线
╔|double top left|双线左上角
╗|double top right|双线右上角
╚|double bottom left|双线左下角
╝|double bottom right|双线右下角
╠|double left tee|双线左丁字
╣|double right tee|双线右丁字
╬|double cross|双线十字
━|heavy horizontal|粗横线
┃|heavy vertical|粗竖线
╭|rounded top left|圆角左上
╮|rounded top right|圆角右上
╰|rounded bottom left|圆角左下
╯|rounded bottom right|圆角右下
█|full block|实心方块
▓|dark shade|深色阴影
▒|medium shade|中色阴影
░|light shade|浅色阴影
▀|upper half block|上半块
▄|lower half block|下半块`,
  ],
  [
    'shapes',
    `★|black star|实心星 五角星
☆|white star|空心星 五角星
✦|four pointed star|四角星
✧|white four pointed star|空心四角星
✪|circled star|圆圈星
●|black circle|实心圆
○|white circle|空心圆
◎|bullseye|双圆 靶心
◉|fisheye|鱼眼
■|black square|实心方块
□|white square|空心方块
◆|black diamond|实心菱形
◇|white diamond|空心菱形
▲|black triangle|实心三角
△|white triangle|空心三角
▽|white down triangle|空心倒三角
♠|spade|黑桃
♥|heart|红心 爱心
♦|diamond suit|方块
♣|club|梅花
♡|white heart|空心爱心
♤|white spade|空心黑桃
♧|white club|空心梅花
♢|white diamond suit|空心方块
❤|heavy heart|爱心
❀|flower|花
✿|black florette|花朵
❄|snowflake|雪花
☀|sun|太阳 晴
☁|cloud|云 多云
☂|umbrella|雨伞
☃|snowman|雪人
⚡|lightning high voltage|闪电
☯|yin yang|阴阳 太极`,
  ],
  [
    'dingbats',
    `✓|check mark tick|对勾 打勾
✔|heavy check mark|粗对勾
✗|ballot x cross|叉 错
✘|heavy ballot x|粗叉
☐|ballot box|空复选框
☑|ballot box with check|已勾选复选框
☒|ballot box with x|打叉复选框
✉|envelope mail|信封 邮件
✎|pencil|铅笔
✂|scissors|剪刀
☎|telephone|电话
⌚|watch|手表
⌛|hourglass|沙漏
☕|hot beverage coffee|咖啡 热饮
♪|eighth note music|音符
♫|beamed notes music|音乐 音符
♀|female|女性
♂|male|男性
☺|smiling face|笑脸
☹|frowning face|哭脸
☜|pointing left|左指
☞|pointing right|右指
✌|victory hand|胜利手势
☠|skull crossbones|骷髅
⚠|warning|警告
♻|recycling|回收
☢|radioactive|辐射
⚙|gear settings|齿轮 设置
⚓|anchor|锚
✈|airplane|飞机
⚽|soccer ball|足球
♨|hot springs|温泉`,
  ],
  [
    'numbers',
    `①|circled one|带圈数字1
②|circled two|带圈数字2
③|circled three|带圈数字3
④|circled four|带圈数字4
⑤|circled five|带圈数字5
⑥|circled six|带圈数字6
⑦|circled seven|带圈数字7
⑧|circled eight|带圈数字8
⑨|circled nine|带圈数字9
⑩|circled ten|带圈数字10
⑴|parenthesized one|带括号数字1
⑵|parenthesized two|带括号数字2
⑶|parenthesized three|带括号数字3
⒈|one full stop|带点数字1
⒉|two full stop|带点数字2
⒊|three full stop|带点数字3
Ⅰ|roman numeral one|罗马数字1
Ⅱ|roman numeral two|罗马数字2
Ⅲ|roman numeral three|罗马数字3
Ⅳ|roman numeral four|罗马数字4
Ⅴ|roman numeral five|罗马数字5
Ⅵ|roman numeral six|罗马数字6
Ⅶ|roman numeral seven|罗马数字7
Ⅷ|roman numeral eight|罗马数字8
Ⅸ|roman numeral nine|罗马数字9
Ⅹ|roman numeral ten|罗马数字10
㈠|parenthesized chinese one|带括号一
㈡|parenthesized chinese two|带括号二
㈢|parenthesized chinese three|带括号三
㊀|circled chinese one|带圈一
㊁|circled chinese two|带圈二
㊂|circled chinese three|带圈三
〇|chinese zero|零 〇
壹|financial one|大写一 壹
贰|financial two|大写二 贰
叁|financial three|大写三 叁
肆|financial four|大写四 肆
伍|financial five|大写五 伍
陆|financial six|大写六 陆
柒|financial seven|大写七 柒
捌|financial eight|大写八 捌
玖|financial nine|大写九 玖
拾|financial ten|大写十 拾
佰|financial hundred|佰 百
仟|financial thousand|仟 千
万|ten thousand wan|万
亿|hundred million yi|亿
甲|heavenly stem jia first|天干 甲
乙|heavenly stem yi second|天干 乙
丙|heavenly stem bing third|天干 丙
丁|heavenly stem ding fourth|天干 丁`,
  ],
];
