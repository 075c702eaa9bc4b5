import type { ToolDef } from '../types.ts';
import { defineTools } from './define.ts';

// Lookups answer at once through an ordinary call, so they count as browser tools, not server tasks.
export const networkTools: ToolDef[] = defineTools('network', [
  {
    code: 'ip_my_ip_query',
    name: { 'zh-CN': '查看本机IP', en: "What's my IP" },
    description: {
      'zh-CN': '查看你当前的公网 IP 地址和归属地',
      en: 'See your public IP address and where it is located',
    },
    keywords: {
      'zh-CN': ['我的IP', '本机IP', '公网IP', 'IP地址'],
      en: ['my ip', 'ip address', 'public ip', 'what is my ip'],
    },
    built: true,
  },
  {
    code: 'ip_query',
    name: { 'zh-CN': 'IP归属地查询', en: 'IP lookup' },
    description: {
      'zh-CN': '查询任意 IP 地址或域名的归属地和运营商',
      en: 'Look up the location and provider of any IP address or domain',
    },
    keywords: {
      'zh-CN': ['IP查询', '归属地', '运营商', '域名'],
      en: ['ip location', 'geolocation', 'isp', 'domain', 'whois'],
    },
    built: true,
  },
  {
    code: 'network_speed_test',
    name: { 'zh-CN': '网速测试', en: 'Internet speed test' },
    description: {
      'zh-CN': '测试当前网络的下载速度、上传速度和延迟',
      en: "Measure your connection's download speed, upload speed and latency",
    },
    keywords: {
      'zh-CN': ['测网速', '网速', '宽带测速', '延迟'],
      en: ['speedtest', 'bandwidth', 'ping', 'latency', 'download speed'],
    },
    built: true,
  },
  {
    code: 'location_trans',
    name: { 'zh-CN': '经纬度坐标转换', en: 'Coordinate converter' },
    description: {
      'zh-CN': '在 WGS-84、GCJ-02（火星坐标）和 BD-09（百度坐标）之间转换经纬度',
      en: 'Convert latitude and longitude between the WGS-84, GCJ-02 and BD-09 systems',
    },
    keywords: {
      'zh-CN': ['经纬度', '坐标转换', '火星坐标', '百度坐标', 'GPS'],
      en: ['latitude', 'longitude', 'gps', 'coordinates', 'wgs84'],
    },
    built: true,
  },
  {
    code: 'map_location_pick_and_jump',
    name: { 'zh-CN': '地图选点导航', en: 'Pick a place on the map' },
    description: {
      'zh-CN': '在地图上选点获取经纬度，并一键打开地图 App 导航',
      en: 'Pick a point on the map to get its coordinates and open it in a navigation app',
    },
    keywords: {
      'zh-CN': ['地图', '选点', '导航', '经纬度', '定位'],
      en: ['map', 'location picker', 'navigation', 'coordinates', 'directions'],
    },
    built: true,
  },
]);
