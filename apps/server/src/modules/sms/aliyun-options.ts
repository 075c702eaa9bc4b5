// Its own module so config.ts can name the settings without importing the adapter (and, through it, the
// database): config → sms → outbox → db → config was an import cycle.
/** What the Alibaba Cloud SMS adapter needs (SMS_ALIYUN_* settings). */
export interface AliyunSmsOptions {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  region: string;
}
