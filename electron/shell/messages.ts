/**
 * The few words the desktop shell itself says (menus and dialogs), in English and Chinese.
 * Everything the players see is in the renderer; this is only the laptop owner's chrome.
 */
export type ShellPlatform = 'win32' | 'darwin' | 'linux' | string;

export interface ShellMessages {
  menu: {
    app: string;
    view: string;
    game: string;
    help: string;
    toggleFullscreen: string;
    moveToNextDisplay: string;
    reload: string;
    devTools: string;
    openDataFolder: string;
    quit: string;
    phonesCannotConnect: string;
    about: string;
  };
  firewall: (platform: ShellPlatform) => { title: string; message: string; detail: string };
  noPhone: (platform: ShellPlatform, joinUrl: string) => { title: string; message: string; detail: string };
  quitDuringGame: { title: string; message: string; detail: string; quit: string; cancel: string };
  restored: { title: string; body: string };
  startFailed: (reason: string) => { title: string; content: string };
  ok: string;
}

const en: ShellMessages = {
  menu: {
    app: 'Nightfall',
    view: 'View',
    game: 'Game',
    help: 'Help',
    toggleFullscreen: 'Toggle Full Screen',
    moveToNextDisplay: 'Move TV to Next Display',
    reload: 'Reload TV',
    devTools: 'Developer Tools',
    openDataFolder: 'Open Data Folder',
    quit: 'Quit Nightfall',
    phonesCannotConnect: 'Phones Can’t Connect?',
    about: 'About Nightfall',
  },
  firewall: (platform) => ({
    title: 'Nightfall uses your local network',
    message: 'Nightfall runs a small game server on this computer so that phones on the same Wi-Fi can join.',
    detail: [
      platform === 'win32'
        ? 'Windows is about to ask whether Nightfall may communicate on networks. Tick “Private networks” (your home Wi-Fi) and click “Allow access”. Public networks are not needed.'
        : platform === 'darwin'
          ? 'macOS may ask: “Do you want the application Nightfall to accept incoming network connections?” Click “Allow”.'
          : 'If this computer has a firewall enabled (for example ufw), allow incoming TCP connections to Nightfall’s port (shown in the join address on the TV).',
      'Phones and this computer must be on the same network. Nothing is sent to the internet.',
    ].join('\n\n'),
  }),
  noPhone: (platform, joinUrl) => ({
    title: 'No phone has joined yet',
    message: `On a phone on the same Wi-Fi, scan the QR code on the TV or open ${joinUrl}`,
    detail: [
      'If the page does not load on the phone:',
      platform === 'win32'
        ? '• Windows firewall: Windows Security → Firewall & network protection → Allow an app through firewall → tick “Private” for Nightfall. Make sure your Wi-Fi is set to a private network.'
        : platform === 'darwin'
          ? '• macOS firewall: System Settings → Network → Firewall → Options… → set Nightfall to “Allow incoming connections”.'
          : '• Firewall: allow incoming TCP connections on the port in the address above (e.g. sudo ufw allow PORT/tcp).',
      '• The phone must be on the same Wi-Fi as this computer, not on mobile data. Guest networks often keep devices apart.',
      '• VPN software on this computer can hide it from the local network.',
    ].join('\n'),
  }),
  quitDuringGame: {
    title: 'A game is in progress',
    message: 'Quit Nightfall while a game is in progress?',
    detail: 'The game is saved; when you open Nightfall again it continues where it stopped.',
    quit: 'Quit',
    cancel: 'Keep Playing',
  },
  restored: {
    title: 'Nightfall',
    body: 'A game in progress was restored. Phones can rejoin and play on.',
  },
  startFailed: (reason) => ({
    title: 'Nightfall could not start',
    content: `The game server could not be started.\n\n${reason}`,
  }),
  ok: 'OK',
};

const zh: ShellMessages = {
  menu: {
    app: '天黑请闭眼',
    view: '显示',
    game: '游戏',
    help: '帮助',
    toggleFullscreen: '切换全屏',
    moveToNextDisplay: '将电视画面移到下一个显示器',
    reload: '重新载入电视画面',
    devTools: '开发者工具',
    openDataFolder: '打开数据文件夹',
    quit: '退出',
    phonesCannotConnect: '手机连不上？',
    about: '关于 Nightfall（天黑请闭眼）',
  },
  firewall: (platform) => ({
    title: 'Nightfall 需要使用局域网',
    message: 'Nightfall 会在这台电脑上运行一个小型游戏服务器，让同一 Wi-Fi 下的手机加入游戏。',
    detail: [
      platform === 'win32'
        ? 'Windows 接下来会询问是否允许 Nightfall 在网络上通信。请勾选“专用网络”（家庭 Wi-Fi），然后点击“允许访问”。不需要公用网络。'
        : platform === 'darwin'
          ? 'macOS 可能会询问：“是否允许应用程序 Nightfall 接受传入网络连接？” 请点击“允许”。'
          : '如果这台电脑启用了防火墙（例如 ufw），请允许 Nightfall 端口（电视上加入地址中的端口）的 TCP 传入连接。',
      '手机和这台电脑必须在同一网络中。不会向互联网发送任何内容。',
    ].join('\n\n'),
  }),
  noPhone: (platform, joinUrl) => ({
    title: '还没有手机加入',
    message: `请用连接同一 Wi-Fi 的手机扫描电视上的二维码，或打开 ${joinUrl}`,
    detail: [
      '如果手机打不开页面：',
      platform === 'win32'
        ? '• Windows 防火墙：Windows 安全中心 → 防火墙和网络保护 → 允许应用通过防火墙 → 为 Nightfall 勾选“专用”。并确认 Wi-Fi 设为专用网络。'
        : platform === 'darwin'
          ? '• macOS 防火墙：系统设置 → 网络 → 防火墙 → 选项… → 将 Nightfall 设为“允许传入连接”。'
          : '• 防火墙：允许上面地址中端口的 TCP 传入连接（例如 sudo ufw allow 端口/tcp）。',
      '• 手机必须连接与这台电脑相同的 Wi-Fi，而不是移动数据。访客网络通常会隔离设备。',
      '• 这台电脑上的 VPN 软件可能会使它在局域网中不可见。',
    ].join('\n'),
  }),
  quitDuringGame: {
    title: '游戏进行中',
    message: '游戏正在进行，确定要退出吗？',
    detail: '游戏已保存；再次打开 Nightfall 时会从中断处继续。',
    quit: '退出',
    cancel: '继续游戏',
  },
  restored: {
    title: '天黑请闭眼',
    body: '已恢复进行中的游戏。手机重新连接即可继续。',
  },
  startFailed: (reason) => ({
    title: 'Nightfall 无法启动',
    content: `游戏服务器无法启动。\n\n${reason}`,
  }),
  ok: '好',
};

/** `zh`, `zh-CN`, `zh-TW`… → Chinese; anything else → English. */
export function messagesFor(locale: string | null | undefined): ShellMessages {
  return locale && /^zh\b/i.test(locale) ? zh : en;
}
