/** Strings of the shared IP result card, included in both IP tools' locales under `result`. */
export const ipResultLocales = {
  'zh-CN': {
    address: 'IP 地址',
    version: 'IPv{{version}}',
    resolvedFrom: '由 {{host}} 解析',
    chinese: '中文',
    english: 'English',
    country: '国家/地区',
    region: '省份/地区',
    city: '城市',
    isp: '运营商',
    unknown: '—',
    notFound: '离线数据库中没有这个地址的归属地信息。',
    copy: '复制结果',
    source:
      '归属地来自离线数据库（ip2region；国家数据来自 NRO（nro.net，CC BY 4.0）和各地区互联网注册机构的分配记录），查询不会发送给第三方；结果只精确到城市，可能与实际位置不同。',
    special: {
      unspecified: '未指定地址（0.0.0.0 或 ::），不对应任何主机。',
      private:
        '私有网络地址（如 10.0.0.0/8、172.16.0.0/12、192.168.0.0/16、fc00::/7），只在局域网内使用，没有公网归属地。',
      shared: '运营商级 NAT 共享地址（100.64.0.0/10），属于运营商内部网络。',
      loopback: '本机回环地址（127.0.0.0/8 或 ::1），指向这台设备自己。',
      link_local: '链路本地地址（169.254.0.0/16 或 fe80::/10），只在同一网段有效。',
      reserved: '保留地址，不在公网上使用。',
      documentation: '文档示例专用地址（如 192.0.2.0/24、2001:db8::/32），不会出现在公网上。',
      benchmark: '网络测试专用地址（198.18.0.0/15）。',
      multicast: '组播地址，代表一组接收者而不是某台主机。',
    },
  },
  en: {
    address: 'IP address',
    version: 'IPv{{version}}',
    resolvedFrom: 'resolved from {{host}}',
    chinese: '中文',
    english: 'English',
    country: 'Country/region',
    region: 'Province/state',
    city: 'City',
    isp: 'ISP',
    unknown: '—',
    notFound: 'The offline database has no location for this address.',
    copy: 'Copy result',
    source:
      'Locations come from offline databases (ip2region; country data from NRO, nro.net, CC BY 4.0, and the regional internet registries’ delegation records); look-ups are never sent to a third party. They are accurate to the city at best and may differ from where the device really is.',
    special: {
      unspecified: 'The unspecified address (0.0.0.0 or ::); it stands for no host.',
      private:
        'A private network address (such as 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7): used only inside local networks, it has no public location.',
      shared: 'A carrier-grade NAT address (100.64.0.0/10), inside an ISP’s own network.',
      loopback: 'A loopback address (127.0.0.0/8 or ::1): it points back to this device.',
      link_local: 'A link-local address (169.254.0.0/16 or fe80::/10), valid only on the local link.',
      reserved: 'A reserved address, not used on the public internet.',
      documentation:
        'An address reserved for documentation (such as 192.0.2.0/24, 2001:db8::/32); never on the internet.',
      benchmark: 'An address reserved for network benchmarking (198.18.0.0/15).',
      multicast: 'A multicast address: it stands for a group of receivers, not one host.',
    },
  },
};
