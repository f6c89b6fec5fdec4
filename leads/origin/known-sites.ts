/**
 * The sites that send a consultancy's site its visitors, each with the channel analytics tools count it in: our
 * own list, written by hand as plain facts (google.com is Google's search engine, lnkd.in is LinkedIn's short
 * link), no third party's data. A host stands for itself and every subdomain of it (`linkedin.com` is also
 * `www.`, `de.` and `m.linkedin.com`), so a site lists the domains it owns, not their hosts; an app's referrer
 * (`android-app://com.linkedin.android`) is listed by its app's id. Google's search is a rule rather than a line
 * per country (`googleSearchDomain`).
 *
 * To add a site: a line below, with the name the Sources view shows, its medium, and its hosts in lower case
 * (`known-sites.test.ts` holds each host to one site, and none to an AI assistant's, which are `referrers.ts`'s).
 * Then raise `NAMING_VERSION` (names.ts), so the leads already kept are named again.
 *
 * The media, as Google Analytics and Plausible count them: `search` engines; `social` networks, communities and
 * chat apps (a link shared in Slack or WhatsApp is word of mouth); `email`, the webmail services and the pages a
 * mailing is read on; `paid`, the ad networks' click addresses; `referral`, any other site, listed here only to
 * give it one name across its hosts (a newsletter on Substack or Medium's custom domains is a referral by its own
 * address, and utm_source=substack is Email, channels.ts).
 */
export type SiteMedium = "search" | "social" | "email" | "paid" | "referral";
export type Site = {
  name: string;
  medium: SiteMedium;
  /** Domains (and apps' ids), each standing for its subdomains too. */
  hosts: readonly string[];
  /** What a campaign's `utm_source` may call the site besides its name in lower case (`fb`, `twitter`). */
  tags?: readonly string[];
};

/**
 * Google's search on its domain and its country domains, the domain alone (with `www.`): google.com, google.de,
 * google.cat, google.co.uk, google.com.au. Google's other sites on them (docs., sites., cloud.google.com) are not
 * its search, and are named by their address unless listed (Gmail, Google News); a look-alike (google.evil.com,
 * google.com.evil.example, googleusercontent.com) is not Google.
 */
export const googleSearchDomain = /^google\.(com|cat|[a-z]{2}|com?\.[a-z]{2})$/;

export const googleSearch: Site = {
  name: "Google",
  medium: "search",
  hosts: ["images.google.com", "maps.google.com", "com.google.android.googlequicksearchbox"],
};

const search: readonly Site[] = [
  googleSearch,
  { name: "Google News", medium: "search", hosts: ["news.google.com"] },
  { name: "Bing", medium: "search", hosts: ["bing.com"] },
  { name: "DuckDuckGo", medium: "search", hosts: ["duckduckgo.com"], tags: ["ddg"] },
  { name: "Yahoo", medium: "search", hosts: ["yahoo.com", "yahoo.co.jp"] },
  {
    name: "Yandex",
    medium: "search",
    hosts: ["yandex.ru", "yandex.com", "ya.ru", "yandex.com.tr", "yandex.by", "yandex.kz"],
  },
  { name: "Baidu", medium: "search", hosts: ["baidu.com"] },
  { name: "Ecosia", medium: "search", hosts: ["ecosia.org"] },
  { name: "Brave Search", medium: "search", hosts: ["search.brave.com"], tags: ["brave"] },
  { name: "Startpage", medium: "search", hosts: ["startpage.com"] },
  { name: "Qwant", medium: "search", hosts: ["qwant.com"] },
  { name: "Naver", medium: "search", hosts: ["naver.com"] },
  { name: "Seznam", medium: "search", hosts: ["seznam.cz"] },
  { name: "Sogou", medium: "search", hosts: ["sogou.com"] },
  { name: "360 Search", medium: "search", hosts: ["so.com"] },
  { name: "Shenma", medium: "search", hosts: ["sm.cn"] },
  { name: "Daum", medium: "search", hosts: ["daum.net"] },
  { name: "Coc Coc", medium: "search", hosts: ["coccoc.com"] },
  { name: "Petal Search", medium: "search", hosts: ["petalsearch.com"] },
  { name: "Ask", medium: "search", hosts: ["ask.com"] },
  { name: "AOL", medium: "search", hosts: ["aol.com"] },
  { name: "Kagi", medium: "search", hosts: ["kagi.com"] },
  { name: "Mojeek", medium: "search", hosts: ["mojeek.com"] },
  { name: "Yep", medium: "search", hosts: ["yep.com"] },
  { name: "Swisscows", medium: "search", hosts: ["swisscows.com"] },
  { name: "MetaGer", medium: "search", hosts: ["metager.org", "metager.de"] },
  { name: "Presearch", medium: "search", hosts: ["presearch.com", "presearch.org"] },
  { name: "You.com", medium: "search", hosts: ["you.com"] },
  { name: "Dogpile", medium: "search", hosts: ["dogpile.com"] },
  { name: "WebCrawler", medium: "search", hosts: ["webcrawler.com"] },
  { name: "Lycos", medium: "search", hosts: ["lycos.com"] },
  { name: "Excite", medium: "search", hosts: ["excite.com"] },
  { name: "search.ch", medium: "search", hosts: ["search.ch"] },
];

/** The big Mastodon servers: a post's link is followed from the server its reader is on. */
const mastodonServers = [
  "mastodon.social",
  "mastodon.online",
  "mastodon.world",
  "mstdn.social",
  "mas.to",
  "fosstodon.org",
  "hachyderm.io",
  "infosec.exchange",
  "ioc.exchange",
  "techhub.social",
  "sfba.social",
  "universeodon.com",
  "mastodon.art",
  "toot.community",
  "social.vivaldi.net",
  "mathstodon.xyz",
  "indieweb.social",
  "chaos.social",
  "troet.cafe",
  "norden.social",
  "det.social",
  "social.tchncs.de",
  "mastodon.nl",
  "mastodon.uno",
  "mastodon.scot",
  "mastodonapp.uk",
  "mastodon.ie",
  "aus.social",
  "mstdn.ca",
  "mstdn.jp",
  "pawoo.net",
  "org.joinmastodon.android",
];

const social: readonly Site[] = [
  {
    name: "LinkedIn",
    medium: "social",
    hosts: ["linkedin.com", "lnkd.in", "com.linkedin.android"],
  },
  {
    name: "Facebook",
    medium: "social",
    hosts: ["facebook.com", "fb.com", "fb.me", "fb.watch", "com.facebook.katana"],
    tags: ["fb"],
  },
  { name: "Messenger", medium: "social", hosts: ["messenger.com", "com.facebook.orca"] },
  {
    name: "Instagram",
    medium: "social",
    hosts: ["instagram.com", "instagr.am", "com.instagram.android"],
    tags: ["ig"],
  },
  { name: "Threads", medium: "social", hosts: ["threads.net", "threads.com", "com.instagram.barcelona"] },
  {
    name: "X (Twitter)",
    medium: "social",
    hosts: ["x.com", "twitter.com", "t.co", "com.twitter.android"],
    tags: ["x", "twitter"],
  },
  { name: "Bluesky", medium: "social", hosts: ["bsky.app"] },
  { name: "Mastodon", medium: "social", hosts: mastodonServers },
  { name: "Reddit", medium: "social", hosts: ["reddit.com", "redd.it", "com.reddit.frontpage"] },
  { name: "Hacker News", medium: "social", hosts: ["news.ycombinator.com"], tags: ["hackernews"] },
  { name: "Lobsters", medium: "social", hosts: ["lobste.rs"] },
  { name: "Slashdot", medium: "social", hosts: ["slashdot.org"] },
  { name: "Lemmy", medium: "social", hosts: ["lemmy.world", "lemmy.ml"] },
  {
    name: "YouTube",
    medium: "social",
    hosts: ["youtube.com", "youtu.be", "youtube-nocookie.com", "com.google.android.youtube"],
  },
  { name: "Vimeo", medium: "social", hosts: ["vimeo.com"] },
  { name: "Twitch", medium: "social", hosts: ["twitch.tv"] },
  { name: "TikTok", medium: "social", hosts: ["tiktok.com", "com.zhiliaoapp.musically"] },
  {
    name: "Pinterest",
    medium: "social",
    hosts: [
      "pinterest.com",
      "pin.it",
      "pinterest.co.uk",
      "pinterest.de",
      "pinterest.fr",
      "pinterest.es",
      "pinterest.it",
      "pinterest.ca",
      "pinterest.com.au",
      "com.pinterest",
    ],
  },
  { name: "Snapchat", medium: "social", hosts: ["snapchat.com"] },
  { name: "Tumblr", medium: "social", hosts: ["tumblr.com", "t.umblr.com"] },
  { name: "Flipboard", medium: "social", hosts: ["flipboard.com"] },
  { name: "Nextdoor", medium: "social", hosts: ["nextdoor.com"] },
  { name: "Quora", medium: "social", hosts: ["quora.com"] },
  { name: "Medium", medium: "social", hosts: ["medium.com"] },
  { name: "DEV Community", medium: "social", hosts: ["dev.to"] },
  { name: "Stack Overflow", medium: "social", hosts: ["stackoverflow.com"] },
  {
    name: "Stack Exchange",
    medium: "social",
    hosts: ["stackexchange.com", "superuser.com", "serverfault.com", "askubuntu.com", "mathoverflow.net"],
  },
  { name: "Product Hunt", medium: "social", hosts: ["producthunt.com"] },
  { name: "SlideShare", medium: "social", hosts: ["slideshare.net"] },
  { name: "Meetup", medium: "social", hosts: ["meetup.com"] },
  { name: "XING", medium: "social", hosts: ["xing.com"] },
  { name: "Viva Engage (Yammer)", medium: "social", hosts: ["yammer.com"], tags: ["yammer"] },
  { name: "Slack", medium: "social", hosts: ["slack.com", "slack-redir.net"] },
  {
    name: "Microsoft Teams",
    medium: "social",
    hosts: ["teams.microsoft.com", "teams.live.com", "statics.teams.cdn.office.net"],
  },
  { name: "Google Chat", medium: "social", hosts: ["chat.google.com"] },
  { name: "Discord", medium: "social", hosts: ["discord.com", "discord.gg", "discordapp.com", "com.discord"] },
  {
    name: "Telegram",
    medium: "social",
    hosts: ["telegram.org", "t.me", "telegram.me", "org.telegram.messenger"],
  },
  { name: "WhatsApp", medium: "social", hosts: ["whatsapp.com", "wa.me", "com.whatsapp"] },
  { name: "LINE", medium: "social", hosts: ["line.me"] },
  { name: "WeChat", medium: "social", hosts: ["weixin.qq.com"] },
  { name: "VK", medium: "social", hosts: ["vk.com"], tags: ["vkontakte"] },
  { name: "Weibo", medium: "social", hosts: ["weibo.com", "weibo.cn", "t.cn"] },
  { name: "Zhihu", medium: "social", hosts: ["zhihu.com"] },
  { name: "Xiaohongshu", medium: "social", hosts: ["xiaohongshu.com"] },
  { name: "Bilibili", medium: "social", hosts: ["bilibili.com"] },
];

const email: readonly Site[] = [
  { name: "Gmail", medium: "email", hosts: ["mail.google.com", "com.google.android.gm"] },
  {
    name: "Outlook",
    medium: "email",
    // outlook.com also stands for its Safe Links (eur01.safelinks.protection.outlook.com), which work mail's
    // links pass through.
    hosts: [
      "outlook.com",
      "outlook.live.com",
      "outlook.office.com",
      "outlook.office365.com",
      "outlook.cloud.microsoft",
      "mail.live.com",
      "com.microsoft.office.outlook",
    ],
  },
  {
    name: "Yahoo Mail",
    medium: "email",
    hosts: ["mail.yahoo.com", "mail.yahoo.co.jp", "com.yahoo.mobile.client.android.mail"],
  },
  { name: "AOL Mail", medium: "email", hosts: ["mail.aol.com"] },
  {
    name: "Proton Mail",
    medium: "email",
    hosts: ["mail.proton.me", "mail.protonmail.com", "ch.protonmail.android"],
    tags: ["protonmail"],
  },
  { name: "iCloud Mail", medium: "email", hosts: ["icloud.com"] },
  { name: "Zoho Mail", medium: "email", hosts: ["mail.zoho.com", "mail.zoho.eu", "mail.zoho.in"] },
  { name: "Fastmail", medium: "email", hosts: ["fastmail.com", "fastmail.fm"] },
  { name: "HEY", medium: "email", hosts: ["app.hey.com"] },
  { name: "Superhuman", medium: "email", hosts: ["mail.superhuman.com"] },
  { name: "Front", medium: "email", hosts: ["app.frontapp.com"] },
  { name: "Tuta", medium: "email", hosts: ["app.tuta.com", "mail.tutanota.com"], tags: ["tutanota"] },
  { name: "mailbox.org", medium: "email", hosts: ["mailbox.org"] },
  { name: "Posteo", medium: "email", hosts: ["posteo.de"] },
  // GMX and WEB.DE send their mail's links through a page of their own, on its own domain.
  { name: "GMX", medium: "email", hosts: ["gmx.net", "gmx.de", "gmx.at", "gmx.ch", "gmx.com", "deref-gmx.net"] },
  { name: "WEB.DE", medium: "email", hosts: ["web.de", "deref-web.de"] },
  { name: "T-Online Mail", medium: "email", hosts: ["email.t-online.de"] },
  { name: "Seznam Email", medium: "email", hosts: ["email.seznam.cz"] },
  { name: "Yandex Mail", medium: "email", hosts: ["mail.yandex.ru", "mail.yandex.com"] },
  { name: "Mail.ru", medium: "email", hosts: ["e.mail.ru"] },
  { name: "Naver Mail", medium: "email", hosts: ["mail.naver.com"] },
  { name: "Daum Mail", medium: "email", hosts: ["mail.daum.net"] },
  { name: "QQ Mail", medium: "email", hosts: ["mail.qq.com"] },
  // A mailing read in the browser, from its own page or its archive.
  { name: "Mailchimp", medium: "email", hosts: ["mailchi.mp", "list-manage.com", "campaign-archive.com"] },
];

/** The ad networks' own click addresses: Google's are search ads (channels.ts), any other an ad campaign. */
const paid: readonly Site[] = [
  {
    name: "Google Ads",
    medium: "paid",
    hosts: ["googleadservices.com", "doubleclick.net", "googlesyndication.com", "syndicatedsearch.goog"],
    tags: ["googleads", "adwords"],
  },
  { name: "Taboola", medium: "paid", hosts: ["taboola.com"] },
  { name: "Outbrain", medium: "paid", hosts: ["outbrain.com"] },
  { name: "Criteo", medium: "paid", hosts: ["criteo.com"] },
  { name: "Xandr", medium: "paid", hosts: ["adnxs.com"] },
];

/** Other sites, by one name for all their hosts: a consultancy's directories, code hosts, podcasts and readers. */
const referral: readonly Site[] = [
  { name: "Wikipedia", medium: "referral", hosts: ["wikipedia.org"] },
  { name: "GitHub", medium: "referral", hosts: ["github.com"] },
  { name: "GitLab", medium: "referral", hosts: ["gitlab.com"] },
  { name: "Clutch", medium: "referral", hosts: ["clutch.co"] },
  { name: "G2", medium: "referral", hosts: ["g2.com"] },
  { name: "GoodFirms", medium: "referral", hosts: ["goodfirms.co"] },
  { name: "Upwork", medium: "referral", hosts: ["upwork.com"] },
  { name: "Crunchbase", medium: "referral", hosts: ["crunchbase.com"] },
  { name: "Spotify", medium: "referral", hosts: ["spotify.com"] },
  { name: "Apple Podcasts", medium: "referral", hosts: ["podcasts.apple.com"] },
  { name: "Feedly", medium: "referral", hosts: ["feedly.com"] },
  { name: "Inoreader", medium: "referral", hosts: ["inoreader.com"] },
];

export const sites: readonly Site[] = [...search, ...social, ...email, ...paid, ...referral];
