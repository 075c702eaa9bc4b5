import type { Localized } from './localized.ts';

/** Why a capital is not simple. Disputed cases are described neutrally, as each side states them. */
export const NOTES: Record<string, Localized> = {
  ZA: {
    en: 'Three capitals: Pretoria (executive), Cape Town (legislative) and Bloemfontein (judicial).',
    zh: '有三个首都：比勒陀利亚（行政）、开普敦（立法）和布隆方丹（司法）。',
  },
  BO: {
    en: 'Sucre is the constitutional capital; the government sits in La Paz.',
    zh: '苏克雷是宪法规定的首都，政府所在地为拉巴斯。',
  },
  NL: {
    en: 'Amsterdam is the capital under the constitution; the government and parliament sit in The Hague.',
    zh: '阿姆斯特丹是宪法规定的首都，政府和议会设在海牙。',
  },
  MY: {
    en: 'Kuala Lumpur is the capital; most federal government offices are in Putrajaya.',
    zh: '吉隆坡是首都，联邦政府机构大多设在布城。',
  },
  LK: {
    en: 'Sri Jayawardenepura Kotte is the official (legislative) capital; Colombo is the executive and commercial capital.',
    zh: '斯里贾亚瓦德纳普拉科特是官方（立法）首都，科伦坡是行政和商业首都。',
  },
  CI: {
    en: 'Yamoussoukro is the official capital; Abidjan is the economic capital and seat of most institutions.',
    zh: '亚穆苏克罗是官方首都，阿比让是经济首都，多数机构设在那里。',
  },
  MM: {
    en: 'Naypyidaw has been the capital since 2006, replacing Yangon.',
    zh: '内比都自 2006 年起成为首都，取代仰光。',
  },
  NG: { en: 'Abuja replaced Lagos as the capital in 1991.', zh: '阿布贾于 1991 年取代拉各斯成为首都。' },
  KZ: {
    en: 'Astana (named Nur-Sultan from 2019 to 2022) replaced Almaty as the capital in 1997.',
    zh: '阿斯塔纳（2019 年至 2022 年曾名努尔苏丹）于 1997 年取代阿拉木图成为首都。',
  },
  ID: {
    en: 'Jakarta is the capital; a new capital, Nusantara, is being built on Borneo.',
    zh: '雅加达是首都；新首都努山塔拉正在加里曼丹岛建设中。',
  },
  IL: {
    en: 'Israel designates Jerusalem as its capital. The status of Jerusalem is disputed internationally, and most countries keep their embassies in Tel Aviv.',
    zh: '以色列宣布耶路撒冷为首都。耶路撒冷的地位在国际上存在争议，多数国家的大使馆设在特拉维夫。',
  },
  PS: {
    en: 'Palestine (a UN observer state) proclaims East Jerusalem as its capital; its administration works from Ramallah. The status of Jerusalem is disputed internationally.',
    zh: '巴勒斯坦（联合国观察员国）宣布东耶路撒冷为首都，行政机构设在拉姆安拉。耶路撒冷的地位在国际上存在争议。',
  },
  VA: { en: 'A UN observer state.', zh: '联合国观察员国。' },
  BJ: {
    en: 'Porto-Novo is the official capital; the government sits in Cotonou.',
    zh: '波多诺伏是官方首都，政府所在地为科托努。',
  },
  SZ: {
    en: 'Mbabane is the administrative capital; Lobamba is the royal and legislative capital.',
    zh: '姆巴巴内是行政首都，洛班巴是王室和立法首都。',
  },
  TZ: {
    en: 'Dodoma is the official capital; many offices are still in Dar es Salaam.',
    zh: '多多马是官方首都，不少机构仍设在达累斯萨拉姆。',
  },
  BI: {
    en: 'Gitega became the political capital in 2019; Bujumbura is the economic capital.',
    zh: '基特加于 2019 年成为政治首都，布琼布拉是经济首都。',
  },
  CH: {
    en: 'Bern is the federal city, seat of the federal authorities; the constitution names no capital.',
    zh: '伯尔尼是联邦城市，联邦机构所在地；宪法未规定首都。',
  },
  NR: {
    en: 'Nauru has no official capital; the government offices are in Yaren.',
    zh: '瑙鲁没有法定首都，政府机构设在亚伦。',
  },
  YE: {
    en: "Sana'a is the constitutional capital; the internationally recognised government has worked from Aden since 2015.",
    zh: '萨那是宪法规定的首都；自 2015 年起，国际承认的政府在亚丁办公。',
  },
  BR: {
    en: 'Brasília replaced Rio de Janeiro as the capital in 1960.',
    zh: '巴西利亚于 1960 年取代里约热内卢成为首都。',
  },
  AU: { en: 'Canberra, not Sydney, is the capital.', zh: '首都是堪培拉，而不是悉尼。' },
  TR: { en: 'Ankara, not Istanbul, is the capital.', zh: '首都是安卡拉，而不是伊斯坦布尔。' },
};

/** Other names people search for. */
export const ALIASES: Record<string, string[]> = {
  CI: ['Ivory Coast', '象牙海岸', 'Abidjan', '阿比让'],
  MM: ['Burma', 'Rangoon', 'Yangon', '仰光'],
  CZ: ['Czech Republic', '捷克共和国'],
  SZ: ['Swaziland'],
  TR: ['Turkey', 'Istanbul'],
  CV: ['Cape Verde'],
  TL: ['East Timor'],
  GB: ['UK', 'Britain', 'Great Britain', 'England', '大不列颠', '英格兰'],
  US: ['USA', 'America', '美利坚'],
  NL: ['Holland', 'The Hague', '海牙'],
  MK: ['Macedonia'],
  VA: ['Vatican', '教廷'],
  KP: ['DPRK', "Democratic People's Republic of Korea"],
  KR: ['Republic of Korea', '大韩民国'],
  CG: ['Congo-Brazzaville', '刚果共和国'],
  CD: ['DRC', 'Congo-Kinshasa', '刚果民主共和国'],
  BA: ['波斯尼亚和黑塞哥维那'],
  AE: ['UAE', '阿拉伯联合酋长国'],
  SA: ['沙特'],
  RU: ['Russian Federation'],
  IR: ['Persia', '波斯'],
  MY: ['Putrajaya', '布城'],
  BJ: ['Cotonou', '科托努'],
  KZ: ['Nur-Sultan', 'Almaty', '努尔苏丹', '阿拉木图'],
  ID: ['Nusantara', '努山塔拉'],
  IL: ['Tel Aviv', '特拉维夫'],
  NG: ['Lagos', '拉各斯'],
  TZ: ['Dar es Salaam', '达累斯萨拉姆'],
  BI: ['Bujumbura', '布琼布拉'],
  LA: ['Lao'],
  YE: ['Aden', '亚丁'],
  MN: ['蒙古'],
  FM: ['密克罗尼西亚'],
  SK: ['Slovak Republic'],
};
