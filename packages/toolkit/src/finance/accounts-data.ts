/**
 * The chart of accounts of the Accounting Standards for Business Enterprises (企业会计准则—应用指南,
 * 附录：会计科目和主要账务处理), with 6403 under its 2016 name 税金及附加.
 * One line per account: code | name | pinyin initials | English name | industry (empty = all).
 */
export const ACCOUNTS_TABLE = `
1001|库存现金|kcxj|Cash on hand|
1002|银行存款|yhck|Bank deposits|
1003|存放中央银行款项|cfzyyhkx|Deposits with the central bank|bank
1011|存放同业|cfty|Deposits with other banks|bank
1012|其他货币资金|qthbzj|Other monetary funds|
1021|结算备付金|jsbfj|Settlement reserves|securities
1031|存出保证金|ccbzj|Guarantee deposits paid|finance
1101|交易性金融资产|jyxjrzc|Trading financial assets|
1111|买入返售金融资产|mrfsjrzc|Reverse repurchase assets|finance
1121|应收票据|yspj|Notes receivable|
1122|应收账款|yszk|Accounts receivable|
1123|预付账款|yfzk|Prepayments|
1131|应收股利|ysgl|Dividends receivable|
1132|应收利息|yslx|Interest receivable|
1201|应收代位追偿款|ysdwzck|Subrogation recoveries receivable|insurance
1211|应收分保账款|ysfbzk|Reinsurance accounts receivable|insurance
1212|应收分保合同准备金|ysfbhtzbj|Reinsurance contract reserves receivable|insurance
1221|其他应收款|qtysk|Other receivables|
1231|坏账准备|hzzb|Allowance for bad debts|
1301|贴现资产|txzc|Discounted bills|bank
1302|拆出资金|cczj|Interbank lending|finance
1303|贷款|dk|Loans|bankInsurance
1304|贷款损失准备|dksszb|Loan loss provisions|bankInsurance
1311|代理兑付证券|dldfzq|Securities redeemed as agent|bankSecurities
1321|代理业务资产|dlywzc|Agency business assets|
1401|材料采购|clcg|Materials purchasing|
1402|在途物资|ztwz|Goods in transit|
1403|原材料|ycl|Raw materials|
1404|材料成本差异|clcbcy|Materials cost variance|
1405|库存商品|kcsp|Merchandise inventory|
1406|发出商品|fcsp|Goods shipped|
1407|商品进销差价|spjxcj|Merchandise price differences|
1408|委托加工物资|wtjgwz|Materials for outsourced processing|
1411|周转材料|zzcl|Revolving materials|
1421|消耗性生物资产|xhxswzc|Consumable biological assets|agriculture
1431|贵金属|gjs|Precious metals|bank
1441|抵债资产|dzzc|Foreclosed assets|finance
1451|损余物资|sywz|Salvage|insurance
1461|融资租赁资产|rzzlzc|Finance lease assets|leasing
1471|存货跌价准备|chdjzb|Inventory write-down provisions|
1501|持有至到期投资|cyzdqtz|Held-to-maturity investments|
1502|持有至到期投资减值准备|cyzdqtzjzzb|Impairment of held-to-maturity investments|
1503|可供出售金融资产|kgcsjrzc|Available-for-sale financial assets|
1511|长期股权投资|cqgqtz|Long-term equity investments|
1512|长期股权投资减值准备|cqgqtzjzzb|Impairment of long-term equity investments|
1521|投资性房地产|tzxfdc|Investment property|
1531|长期应收款|cqysk|Long-term receivables|
1532|未实现融资收益|wsxrzsy|Unrealised finance income|
1541|存出资本保证金|cczbbzj|Capital guarantee deposits paid|insurance
1601|固定资产|gdzc|Fixed assets|
1602|累计折旧|ljzj|Accumulated depreciation|
1603|固定资产减值准备|gdzcjzzb|Impairment of fixed assets|
1604|在建工程|zjgc|Construction in progress|
1605|工程物资|gcwz|Construction materials|
1606|固定资产清理|gdzcql|Disposal of fixed assets|
1611|未担保余值|wdbyz|Unguaranteed residual value|leasing
1621|生产性生物资产|scxswzc|Productive biological assets|agriculture
1622|生产性生物资产累计折旧|scxswzcljzj|Accumulated depreciation of productive biological assets|agriculture
1623|公益性生物资产|gyxswzc|Public-welfare biological assets|agriculture
1631|油气资产|yqzc|Oil and gas assets|oil
1632|累计折耗|ljzh|Accumulated depletion|oil
1701|无形资产|wxzc|Intangible assets|
1702|累计摊销|ljtx|Accumulated amortisation|
1703|无形资产减值准备|wxzcjzzb|Impairment of intangible assets|
1711|商誉|sy|Goodwill|
1801|长期待摊费用|cqdtfy|Long-term prepaid expenses|
1811|递延所得税资产|dysdszc|Deferred tax assets|
1821|独立账户资产|dlzhzc|Separate account assets|insurance
1901|待处理财产损溢|dclccsy|Assets losses and gains pending|
2001|短期借款|dqjk|Short-term borrowings|
2002|存入保证金|crbzj|Guarantee deposits received|finance
2003|拆入资金|crzj|Interbank borrowing|finance
2004|向中央银行借款|xzyyhjk|Borrowings from the central bank|bank
2011|吸收存款|xsck|Customer deposits|bank
2012|同业存放|tycf|Deposits from other banks|bank
2021|贴现负债|txfz|Discounted liabilities|bank
2101|交易性金融负债|jyxjrfz|Trading financial liabilities|
2111|卖出回购金融资产款|mchgjrzck|Repurchase agreements|finance
2201|应付票据|yfpj|Notes payable|
2202|应付账款|yfzk|Accounts payable|
2203|预收账款|yszk|Advances from customers|
2211|应付职工薪酬|yfzgxc|Employee benefits payable|
2221|应交税费|yjsf|Taxes payable|
2231|应付利息|yflx|Interest payable|
2232|应付股利|yfgl|Dividends payable|
2241|其他应付款|qtyfk|Other payables|
2251|应付保单红利|yfbdhl|Policyholder dividends payable|insurance
2261|应付分保账款|yffbzk|Reinsurance accounts payable|insurance
2311|代理买卖证券款|dlmmzqk|Securities brokerage deposits|securities
2312|代理承销证券款|dlcxzqk|Securities underwriting proceeds|bankSecurities
2313|代理兑付证券款|dldfzqk|Securities redemption funds|bankSecurities
2314|代理业务负债|dlywfz|Agency business liabilities|
2401|递延收益|dysy|Deferred income|
2501|长期借款|cqjk|Long-term borrowings|
2502|应付债券|yfzq|Bonds payable|
2601|未到期责任准备金|wdqzrzbj|Unearned premium reserves|insurance
2602|保险责任准备金|bxzrzbj|Insurance liability reserves|insurance
2611|保户储金|bhcj|Policyholder deposits|insurance
2621|独立账户负债|dlzhfz|Separate account liabilities|insurance
2701|长期应付款|cqyfk|Long-term payables|
2702|未确认融资费用|wqrrzfy|Unrecognised finance charges|
2711|专项应付款|zxyfk|Special payables|
2801|预计负债|yjfz|Provisions|
2901|递延所得税负债|dysdsfz|Deferred tax liabilities|
3001|清算资金往来|qszjwl|Clearing funds|bank
3002|货币兑换|hbdh|Currency exchange|finance
3101|衍生工具|ysgj|Derivatives|
3201|套期工具|tqgj|Hedging instruments|
3202|被套期项目|btqxm|Hedged items|
4001|实收资本|sszb|Paid-in capital|
4002|资本公积|zbgj|Capital reserve|
4101|盈余公积|yygj|Surplus reserve|
4102|一般风险准备|ybfxzb|General risk reserve|finance
4103|本年利润|bnlr|Profit for the year|
4104|利润分配|lrfp|Profit distribution|
4201|库存股|kcg|Treasury shares|
5001|生产成本|sccb|Production costs|
5101|制造费用|zzfy|Manufacturing overhead|
5201|劳务成本|lwcb|Service costs|
5301|研发支出|yfzc|Research and development expenditure|
5401|工程施工|gcsg|Contract work in progress|construction
5402|工程结算|gcjs|Progress billings|construction
5403|机械作业|jxzy|Machinery operations|construction
6001|主营业务收入|zyywsr|Main operating revenue|
6011|利息收入|lxsr|Interest income|finance
6021|手续费及佣金收入|sxfjyjsr|Fee and commission income|finance
6031|保费收入|bfsr|Premium income|insurance
6041|租赁收入|zlsr|Lease income|leasing
6051|其他业务收入|qtywsr|Other operating revenue|
6061|汇兑损益|hdsy|Exchange gains and losses|finance
6101|公允价值变动损益|gyjzbdsy|Gains and losses from changes in fair value|
6111|投资收益|tzsy|Investment income|
6201|摊回保险责任准备金|thbxzrzbj|Insurance reserves recovered from reinsurers|insurance
6202|摊回赔付支出|thpfzc|Claims recovered from reinsurers|insurance
6203|摊回分保费用|thfbfy|Reinsurance expenses recovered|insurance
6301|营业外收入|yywsr|Non-operating income|
6401|主营业务成本|zyywcb|Main operating costs|
6402|其他业务成本|qtywcb|Other operating costs|
6403|税金及附加|sjjfj|Taxes and surcharges|
6411|利息支出|lxzc|Interest expense|finance
6421|手续费及佣金支出|sxfjyjzc|Fee and commission expense|finance
6501|提取未到期责任准备金|tqwdqzrzbj|Provision for unearned premium reserves|insurance
6502|提取保险责任准备金|tqbxzrzbj|Provision for insurance liability reserves|insurance
6511|赔付支出|pfzc|Claims paid|insurance
6521|保单红利支出|bdhlzc|Policyholder dividends|insurance
6531|退保金|tbj|Surrenders|insurance
6541|分出保费|fcbf|Reinsurance premiums ceded|insurance
6542|分保费用|fbfy|Reinsurance expenses|insurance
6601|销售费用|xsfy|Selling expenses|
6602|管理费用|glfy|Administrative expenses|
6603|财务费用|cwfy|Finance costs|
6604|勘探费用|ktfy|Exploration expenses|oil
6701|资产减值损失|zcjzss|Asset impairment losses|
6711|营业外支出|yywzc|Non-operating expenses|
6801|所得税费用|sdsfy|Income tax expense|
6901|以前年度损益调整|yqndsytz|Prior-year adjustments|
`;
