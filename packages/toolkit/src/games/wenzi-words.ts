import type { WordEntry } from './wenzi-defence.ts';

// Everyday words, written for this game. English: typed as spelled. Chinese: typed as toneless
// pinyin (ü as v, as Chinese input methods take it) or as the characters through an input method.

const ENGLISH = `
able about above across after again air all almost alone along also always among angry animal
answer apple april area arm army around art ask aunt away baby back bad bag ball bank base basket
bath beach bean bear beat bed bee before begin behind bell below best better big bird birthday
black blue boat body bone book born both bottle bottom box boy brain bread break bridge bright
bring brother brown build burn bus busy butter buy cake call camera camp candle cap car card care
carry case cat catch chair chance change cheap cheese chicken child city class clean clear clock
close cloud coat coffee cold color come cook cool corner count country cover cow cream cross cry
cup cut dance dark day dear deep desk dinner dog door double down draw dream dress drink drive
drop dry duck early earth east easy eat egg eight empty end enjoy enough evening every eye face
fact fall family far farm fast father feel field fight find fine finger fire fish five flag floor
flower fly follow food foot forest forget fork four free fresh friend frog front fruit full fun
game garden gate gift girl give glass gold good grass great green ground group grow guess guitar
hair half hand happy hard hat head heart heavy hello help high hill history hold holiday home
honey horse hot hour house human hungry ice idea island jacket job join juice jump just keep key
kind king kitchen kite knife know lake lamp land large late laugh leaf learn left leg lemon letter
light like line lion list listen little long look love low lucky lunch machine magic make man map
market milk minute mirror money monkey moon morning mother mountain mouse mouth move music name
narrow nature near neck never new news next nice night nine noise north nose note number ocean
office old open orange paper parent park party pen pencil people piano picture pink plane plant
play pocket point police poor potato power pretty prize pull purple push queen quick quiet rabbit
rain read ready red rice rich right river road rock room rose round run salt sand school sea
season seat second see send seven shape sheep ship shirt shoe shop short sing sister sit six sky
sleep slow small smile snow soft song soon sound soup south space speak spring square star station
stone story street strong student study sugar summer sun sweet swim table tail talk tall taxi tea
teacher team ten thank thing think three ticket tiger time today tomato tooth town toy train tree
trip true turn twelve two uncle under use usual valley very village visit voice wait walk wall
warm wash watch water wave weather week west wet whale wheel white wind window winter wise wolf
woman wood word work world write yellow young zebra zero
`;

const CHINESE = `
苹果 pingguo 香蕉 xiangjiao 西瓜 xigua 葡萄 putao 草莓 caomei 橙子 chengzi 米饭 mifan 面条 miantiao
饺子 jiaozi 包子 baozi 馒头 mantou 鸡蛋 jidan 牛奶 niunai 面包 mianbao 蛋糕 dangao 咖啡 kafei
茶叶 chaye 果汁 guozhi 蔬菜 shucai 水果 shuiguo 白菜 baicai 土豆 tudou 番茄 fanqie 黄瓜 huanggua
豆腐 doufu 火锅 huoguo 早饭 zaofan 午饭 wufan 晚饭 wanfan 厨房 chufang 冰箱 bingxiang 桌子 zhuozi
椅子 yizi 沙发 shafa 窗户 chuanghu 房间 fangjian 门口 menkou 楼梯 louti 电梯 dianti 钥匙 yaoshi
杯子 beizi 盘子 panzi 筷子 kuaizi 勺子 shaozi 雨伞 yusan 手机 shouji 电脑 diannao 电视 dianshi
相机 xiangji 耳机 erji 键盘 jianpan 鼠标 shubiao 屏幕 pingmu 网络 wangluo 软件 ruanjian 文件 wenjian
图片 tupian 音乐 yinyue 电影 dianying 游戏 youxi 新闻 xinwen 报纸 baozhi 杂志 zazhi 小说 xiaoshuo
故事 gushi 历史 lishi 地理 dili 数学 shuxue 语文 yuwen 英语 yingyu 科学 kexue 化学 huaxue
物理 wuli 音符 yinfu 美术 meishu 体育 tiyu 学校 xuexiao 学生 xuesheng 老师 laoshi 同学 tongxue
朋友 pengyou 家人 jiaren 爸爸 baba 妈妈 mama 哥哥 gege 姐姐 jiejie 弟弟 didi 妹妹 meimei
爷爷 yeye 奶奶 nainai 孩子 haizi 邻居 linju 医生 yisheng 护士 hushi 警察 jingcha 司机 siji
工人 gongren 农民 nongmin 厨师 chushi 作家 zuojia 画家 huajia 歌手 geshou 演员 yanyuan 记者 jizhe
城市 chengshi 农村 nongcun 国家 guojia 世界 shijie 地球 diqiu 太阳 taiyang 月亮 yueliang 星星 xingxing
天空 tiankong 白云 baiyun 大海 dahai 河流 heliu 湖泊 hubo 高山 gaoshan 森林 senlin 草地 caodi
沙漠 shamo 岛屿 daoyu 花园 huayuan 公园 gongyuan 广场 guangchang 街道 jiedao 马路 malu 桥梁 qiaoliang
车站 chezhan 机场 jichang 码头 matou 银行 yinhang 医院 yiyuan 商店 shangdian 超市 chaoshi 饭店 fandian
宾馆 binguan 图书馆 tushuguan 博物馆 bowuguan 电影院 dianyingyuan 体育馆 tiyuguan 动物园 dongwuyuan
火车 huoche 汽车 qiche 飞机 feiji 轮船 lunchuan 地铁 ditie 自行车 zixingche 出租车 chuzuche 公交 gongjiao
春天 chuntian 夏天 xiatian 秋天 qiutian 冬天 dongtian 早上 zaoshang 中午 zhongwu 下午 xiawu 晚上 wanshang
今天 jintian 明天 mingtian 昨天 zuotian 周末 zhoumo 节日 jieri 生日 shengri 新年 xinnian 春节 chunjie
时间 shijian 小时 xiaoshi 分钟 fenzhong 星期 xingqi 月份 yuefen 年龄 nianling 天气 tianqi 温度 wendu
下雨 xiayu 下雪 xiaxue 刮风 guafeng 晴天 qingtian 阴天 yintian 彩虹 caihong 闪电 shandian 雷声 leisheng
熊猫 xiongmao 老虎 laohu 狮子 shizi 大象 daxiang 猴子 houzi 兔子 tuzi 小狗 xiaogou 小猫 xiaomao
小鸟 xiaoniao 金鱼 jinyu 蝴蝶 hudie 蜜蜂 mifeng 蚂蚁 mayi 青蛙 qingwa 乌龟 wugui 长颈鹿 changjinglu
骆驼 luotuo 企鹅 qie 海豚 haitun 鲸鱼 jingyu 松鼠 songshu 孔雀 kongque 鸽子 gezi 马匹 mapi
红色 hongse 黄色 huangse 蓝色 lanse 绿色 lvse 白色 baise 黑色 heise 紫色 zise 粉色 fense
快乐 kuaile 开心 kaixin 高兴 gaoxing 幸福 xingfu 难过 nanguo 生气 shengqi 害怕 haipa 紧张 jinzhang
安静 anjing 热闹 renao 漂亮 piaoliang 可爱 keai 聪明 congming 勇敢 yonggan 认真 renzhen 努力 nuli
简单 jiandan 容易 rongyi 困难 kunnan 重要 zhongyao 有趣 youqu 干净 ganjing 舒服 shufu 方便 fangbian
学习 xuexi 工作 gongzuo 休息 xiuxi 睡觉 shuijiao 起床 qichuang 吃饭 chifan 喝水 heshui 跑步 paobu
游泳 youyong 唱歌 changge 跳舞 tiaowu 画画 huahua 写信 xiexin 读书 dushu 旅游 lvyou 购物 gouwu
打球 daqiu 爬山 pashan 钓鱼 diaoyu 做饭 zuofan 洗澡 xizao 散步 sanbu 聊天 liaotian 上网 shangwang
开车 kaiche 骑马 qima 考试 kaoshi 作业 zuoye 练习 lianxi 比赛 bisai 成绩 chengji 问题 wenti
答案 daan 办法 banfa 机会 jihui 希望 xiwang 梦想 mengxiang 理想 lixiang 未来 weilai 过去 guoqu
现在 xianzai 马上 mashang 已经 yijing 一起 yiqi 一定 yiding 也许 yexu 因为 yinwei 所以 suoyi
但是 danshi 如果 ruguo 虽然 suiran 然后 ranhou 或者 huozhe 还是 haishi 非常 feichang 特别 tebie
身体 shenti 头发 toufa 眼睛 yanjing 耳朵 erduo 鼻子 bizi 嘴巴 zuiba 手指 shouzhi 肩膀 jianbang
健康 jiankang 感冒 ganmao 发烧 fashao 医药 yiyao 运动 yundong 锻炼 duanlian 衣服 yifu 裤子 kuzi
裙子 qunzi 帽子 maozi 鞋子 xiezi 袜子 wazi 手套 shoutao 围巾 weijin 书包 shubao 铅笔 qianbi
橡皮 xiangpi 尺子 chizi 本子 benzi 黑板 heiban 教室 jiaoshi 操场 caochang 宿舍 sushe 食堂 shitang
礼物 liwu 照片 zhaopian 信封 xinfeng 邮票 youpiao 地图 ditu 护照 huzhao 行李 xingli 门票 menpiao
价格 jiage 便宜 pianyi 打折 dazhe 付钱 fuqian 工资 gongzi 公司 gongsi 经理 jingli 会议 huiyi
电话 dianhua 短信 duanxin 邮件 youjian 密码 mima 号码 haoma 地址 dizhi 名字 mingzi 语言 yuyan
汉字 hanzi 拼音 pinyin 句子 juzi 文章 wenzhang 词典 cidian 翻译 fanyi 声音 shengyin 颜色 yanse
`;

function parse(text: string, chinese: boolean): WordEntry[] {
  const items = text.trim().split(/\s+/);
  if (!chinese) return items.map((word) => ({ text: word, keys: [word] }));
  const out: WordEntry[] = [];
  for (let i = 0; i + 1 < items.length; i += 2) {
    const [hanzi, pinyin] = [items[i] as string, items[i + 1] as string];
    out.push({ text: hanzi, keys: [pinyin, hanzi] });
  }
  return out;
}

export const ENGLISH_WORDS: readonly WordEntry[] = parse(ENGLISH, false);
export const CHINESE_WORDS: readonly WordEntry[] = parse(CHINESE, true);
