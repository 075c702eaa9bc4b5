// The 193 UN member states and the 2 observer states, with their capitals, written for this project.
// Each row: ISO 3166 code | English name | Chinese name | capital(s) in English | capital(s) in Chinese.
// Several capitals are separated by "/", the first being the one usually given; notes explain them.

export const AFRICA = `
DZ|Algeria|阿尔及利亚|Algiers|阿尔及尔
AO|Angola|安哥拉|Luanda|罗安达
BJ|Benin|贝宁|Porto-Novo|波多诺伏
BW|Botswana|博茨瓦纳|Gaborone|哈博罗内
BF|Burkina Faso|布基纳法索|Ouagadougou|瓦加杜古
BI|Burundi|布隆迪|Gitega|基特加
CV|Cabo Verde|佛得角|Praia|普拉亚
CM|Cameroon|喀麦隆|Yaoundé|雅温得
CF|Central African Republic|中非|Bangui|班吉
TD|Chad|乍得|N'Djamena|恩贾梅纳
KM|Comoros|科摩罗|Moroni|莫罗尼
CG|Congo (Republic of the)|刚果（布）|Brazzaville|布拉柴维尔
CD|Congo (Democratic Republic of the)|刚果（金）|Kinshasa|金沙萨
CI|Côte d'Ivoire|科特迪瓦|Yamoussoukro|亚穆苏克罗
DJ|Djibouti|吉布提|Djibouti|吉布提
EG|Egypt|埃及|Cairo|开罗
GQ|Equatorial Guinea|赤道几内亚|Malabo|马拉博
ER|Eritrea|厄立特里亚|Asmara|阿斯马拉
SZ|Eswatini|斯威士兰|Mbabane/Lobamba|姆巴巴内/洛班巴
ET|Ethiopia|埃塞俄比亚|Addis Ababa|亚的斯亚贝巴
GA|Gabon|加蓬|Libreville|利伯维尔
GM|Gambia|冈比亚|Banjul|班珠尔
GH|Ghana|加纳|Accra|阿克拉
GN|Guinea|几内亚|Conakry|科纳克里
GW|Guinea-Bissau|几内亚比绍|Bissau|比绍
KE|Kenya|肯尼亚|Nairobi|内罗毕
LS|Lesotho|莱索托|Maseru|马塞卢
LR|Liberia|利比里亚|Monrovia|蒙罗维亚
LY|Libya|利比亚|Tripoli|的黎波里
MG|Madagascar|马达加斯加|Antananarivo|塔那那利佛
MW|Malawi|马拉维|Lilongwe|利隆圭
ML|Mali|马里|Bamako|巴马科
MR|Mauritania|毛里塔尼亚|Nouakchott|努瓦克肖特
MU|Mauritius|毛里求斯|Port Louis|路易港
MA|Morocco|摩洛哥|Rabat|拉巴特
MZ|Mozambique|莫桑比克|Maputo|马普托
NA|Namibia|纳米比亚|Windhoek|温得和克
NE|Niger|尼日尔|Niamey|尼亚美
NG|Nigeria|尼日利亚|Abuja|阿布贾
RW|Rwanda|卢旺达|Kigali|基加利
ST|São Tomé and Príncipe|圣多美和普林西比|São Tomé|圣多美
SN|Senegal|塞内加尔|Dakar|达喀尔
SC|Seychelles|塞舌尔|Victoria|维多利亚
SL|Sierra Leone|塞拉利昂|Freetown|弗里敦
SO|Somalia|索马里|Mogadishu|摩加迪沙
ZA|South Africa|南非|Pretoria/Cape Town/Bloemfontein|比勒陀利亚/开普敦/布隆方丹
SS|South Sudan|南苏丹|Juba|朱巴
SD|Sudan|苏丹|Khartoum|喀土穆
TZ|Tanzania|坦桑尼亚|Dodoma|多多马
TG|Togo|多哥|Lomé|洛美
TN|Tunisia|突尼斯|Tunis|突尼斯
UG|Uganda|乌干达|Kampala|坎帕拉
ZM|Zambia|赞比亚|Lusaka|卢萨卡
ZW|Zimbabwe|津巴布韦|Harare|哈拉雷
`;

export const ASIA = `
AF|Afghanistan|阿富汗|Kabul|喀布尔
AM|Armenia|亚美尼亚|Yerevan|埃里温
AZ|Azerbaijan|阿塞拜疆|Baku|巴库
BH|Bahrain|巴林|Manama|麦纳麦
BD|Bangladesh|孟加拉国|Dhaka|达卡
BT|Bhutan|不丹|Thimphu|廷布
BN|Brunei|文莱|Bandar Seri Begawan|斯里巴加湾市
KH|Cambodia|柬埔寨|Phnom Penh|金边
CN|China|中国|Beijing|北京
GE|Georgia|格鲁吉亚|Tbilisi|第比利斯
IN|India|印度|New Delhi|新德里
ID|Indonesia|印度尼西亚|Jakarta|雅加达
IR|Iran|伊朗|Tehran|德黑兰
IQ|Iraq|伊拉克|Baghdad|巴格达
IL|Israel|以色列|Jerusalem|耶路撒冷
JP|Japan|日本|Tokyo|东京
JO|Jordan|约旦|Amman|安曼
KZ|Kazakhstan|哈萨克斯坦|Astana|阿斯塔纳
KW|Kuwait|科威特|Kuwait City|科威特城
KG|Kyrgyzstan|吉尔吉斯斯坦|Bishkek|比什凯克
LA|Laos|老挝|Vientiane|万象
LB|Lebanon|黎巴嫩|Beirut|贝鲁特
MY|Malaysia|马来西亚|Kuala Lumpur|吉隆坡
MV|Maldives|马尔代夫|Malé|马累
MN|Mongolia|蒙古国|Ulaanbaatar|乌兰巴托
MM|Myanmar|缅甸|Naypyidaw|内比都
NP|Nepal|尼泊尔|Kathmandu|加德满都
KP|North Korea|朝鲜|Pyongyang|平壤
OM|Oman|阿曼|Muscat|马斯喀特
PK|Pakistan|巴基斯坦|Islamabad|伊斯兰堡
PS|Palestine|巴勒斯坦|East Jerusalem/Ramallah|东耶路撒冷/拉姆安拉
PH|Philippines|菲律宾|Manila|马尼拉
QA|Qatar|卡塔尔|Doha|多哈
SA|Saudi Arabia|沙特阿拉伯|Riyadh|利雅得
SG|Singapore|新加坡|Singapore|新加坡
KR|South Korea|韩国|Seoul|首尔
LK|Sri Lanka|斯里兰卡|Sri Jayawardenepura Kotte/Colombo|斯里贾亚瓦德纳普拉科特/科伦坡
SY|Syria|叙利亚|Damascus|大马士革
TJ|Tajikistan|塔吉克斯坦|Dushanbe|杜尚别
TH|Thailand|泰国|Bangkok|曼谷
TL|Timor-Leste|东帝汶|Dili|帝力
TR|Türkiye|土耳其|Ankara|安卡拉
TM|Turkmenistan|土库曼斯坦|Ashgabat|阿什哈巴德
AE|United Arab Emirates|阿联酋|Abu Dhabi|阿布扎比
UZ|Uzbekistan|乌兹别克斯坦|Tashkent|塔什干
VN|Vietnam|越南|Hanoi|河内
YE|Yemen|也门|Sana'a|萨那
`;

export const EUROPE = `
AL|Albania|阿尔巴尼亚|Tirana|地拉那
AD|Andorra|安道尔|Andorra la Vella|安道尔城
AT|Austria|奥地利|Vienna|维也纳
BY|Belarus|白俄罗斯|Minsk|明斯克
BE|Belgium|比利时|Brussels|布鲁塞尔
BA|Bosnia and Herzegovina|波黑|Sarajevo|萨拉热窝
BG|Bulgaria|保加利亚|Sofia|索非亚
HR|Croatia|克罗地亚|Zagreb|萨格勒布
CY|Cyprus|塞浦路斯|Nicosia|尼科西亚
CZ|Czechia|捷克|Prague|布拉格
DK|Denmark|丹麦|Copenhagen|哥本哈根
EE|Estonia|爱沙尼亚|Tallinn|塔林
FI|Finland|芬兰|Helsinki|赫尔辛基
FR|France|法国|Paris|巴黎
DE|Germany|德国|Berlin|柏林
GR|Greece|希腊|Athens|雅典
VA|Holy See (Vatican City)|梵蒂冈|Vatican City|梵蒂冈城
HU|Hungary|匈牙利|Budapest|布达佩斯
IS|Iceland|冰岛|Reykjavík|雷克雅未克
IE|Ireland|爱尔兰|Dublin|都柏林
IT|Italy|意大利|Rome|罗马
LV|Latvia|拉脱维亚|Riga|里加
LI|Liechtenstein|列支敦士登|Vaduz|瓦杜兹
LT|Lithuania|立陶宛|Vilnius|维尔纽斯
LU|Luxembourg|卢森堡|Luxembourg|卢森堡
MT|Malta|马耳他|Valletta|瓦莱塔
MD|Moldova|摩尔多瓦|Chișinău|基希讷乌
MC|Monaco|摩纳哥|Monaco|摩纳哥
ME|Montenegro|黑山|Podgorica|波德戈里察
NL|Netherlands|荷兰|Amsterdam|阿姆斯特丹
MK|North Macedonia|北马其顿|Skopje|斯科普里
NO|Norway|挪威|Oslo|奥斯陆
PL|Poland|波兰|Warsaw|华沙
PT|Portugal|葡萄牙|Lisbon|里斯本
RO|Romania|罗马尼亚|Bucharest|布加勒斯特
RU|Russia|俄罗斯|Moscow|莫斯科
SM|San Marino|圣马力诺|San Marino|圣马力诺
RS|Serbia|塞尔维亚|Belgrade|贝尔格莱德
SK|Slovakia|斯洛伐克|Bratislava|布拉迪斯拉发
SI|Slovenia|斯洛文尼亚|Ljubljana|卢布尔雅那
ES|Spain|西班牙|Madrid|马德里
SE|Sweden|瑞典|Stockholm|斯德哥尔摩
CH|Switzerland|瑞士|Bern|伯尔尼
UA|Ukraine|乌克兰|Kyiv|基辅
GB|United Kingdom|英国|London|伦敦
`;

export const NORTH_AMERICA = `
AG|Antigua and Barbuda|安提瓜和巴布达|St. John's|圣约翰
BS|Bahamas|巴哈马|Nassau|拿骚
BB|Barbados|巴巴多斯|Bridgetown|布里奇敦
BZ|Belize|伯利兹|Belmopan|贝尔莫潘
CA|Canada|加拿大|Ottawa|渥太华
CR|Costa Rica|哥斯达黎加|San José|圣何塞
CU|Cuba|古巴|Havana|哈瓦那
DM|Dominica|多米尼克|Roseau|罗索
DO|Dominican Republic|多米尼加|Santo Domingo|圣多明各
SV|El Salvador|萨尔瓦多|San Salvador|圣萨尔瓦多
GD|Grenada|格林纳达|St. George's|圣乔治
GT|Guatemala|危地马拉|Guatemala City|危地马拉城
HT|Haiti|海地|Port-au-Prince|太子港
HN|Honduras|洪都拉斯|Tegucigalpa|特古西加尔巴
JM|Jamaica|牙买加|Kingston|金斯敦
MX|Mexico|墨西哥|Mexico City|墨西哥城
NI|Nicaragua|尼加拉瓜|Managua|马那瓜
PA|Panama|巴拿马|Panama City|巴拿马城
KN|Saint Kitts and Nevis|圣基茨和尼维斯|Basseterre|巴斯特尔
LC|Saint Lucia|圣卢西亚|Castries|卡斯特里
VC|Saint Vincent and the Grenadines|圣文森特和格林纳丁斯|Kingstown|金斯敦
TT|Trinidad and Tobago|特立尼达和多巴哥|Port of Spain|西班牙港
US|United States|美国|Washington, D.C.|华盛顿
`;

export const SOUTH_AMERICA = `
AR|Argentina|阿根廷|Buenos Aires|布宜诺斯艾利斯
BO|Bolivia|玻利维亚|Sucre/La Paz|苏克雷/拉巴斯
BR|Brazil|巴西|Brasília|巴西利亚
CL|Chile|智利|Santiago|圣地亚哥
CO|Colombia|哥伦比亚|Bogotá|波哥大
EC|Ecuador|厄瓜多尔|Quito|基多
GY|Guyana|圭亚那|Georgetown|乔治敦
PY|Paraguay|巴拉圭|Asunción|亚松森
PE|Peru|秘鲁|Lima|利马
SR|Suriname|苏里南|Paramaribo|帕拉马里博
UY|Uruguay|乌拉圭|Montevideo|蒙得维的亚
VE|Venezuela|委内瑞拉|Caracas|加拉加斯
`;

export const OCEANIA = `
AU|Australia|澳大利亚|Canberra|堪培拉
FJ|Fiji|斐济|Suva|苏瓦
KI|Kiribati|基里巴斯|South Tarawa|南塔拉瓦
MH|Marshall Islands|马绍尔群岛|Majuro|马朱罗
FM|Micronesia|密克罗尼西亚联邦|Palikir|帕利基尔
NR|Nauru|瑙鲁|Yaren|亚伦
NZ|New Zealand|新西兰|Wellington|惠灵顿
PW|Palau|帕劳|Ngerulmud|恩吉鲁穆德
PG|Papua New Guinea|巴布亚新几内亚|Port Moresby|莫尔兹比港
WS|Samoa|萨摩亚|Apia|阿皮亚
SB|Solomon Islands|所罗门群岛|Honiara|霍尼亚拉
TO|Tonga|汤加|Nuku'alofa|努库阿洛法
TV|Tuvalu|图瓦卢|Funafuti|富纳富提
VU|Vanuatu|瓦努阿图|Port Vila|维拉港
`;
