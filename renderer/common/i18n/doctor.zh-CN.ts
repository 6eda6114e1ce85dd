/** 连接检查（`npm run doctor`、电视上的连接帮助）：见 renderer/common/doctor.ts。 */
export const doctorZh: Record<string, unknown> = {
  doctor: {
    title: '连接检查',
    button: '检查连接',
    running: '正在检查…',
    failed: '检查无法进行：{{error}}',
    joinUrl: '手机加入地址：{{url}}',
    bind: {
      notRunning: '端口 {{port}} 上没有 Nightfall 主机应答：请先启动（npm start 或 npm run serve）。',
      loopbackOnly: '主机只在本机监听（{{address}}:{{port}}），手机无法连接。启动时不要加 --bind 127.0.0.1。',
      all: '主机在本机所有网络上监听，端口 {{port}}。',
      one: '主机在 {{address}} 上监听，端口 {{port}}。',
    },
    lanAddress: {
      found: '手机将连接 {{address}}（{{name}}）。',
      none: '这台电脑没有 Wi-Fi 或有线网络地址：请连接到与手机相同的 Wi-Fi。',
    },
    loopback: {
      answers: '端口 {{port}} 在本机有应答。',
      silent: '端口 {{port}} 在本机没有应答：主机在运行吗？',
    },
    lan: {
      answers: '从本机访问 {{address}} 的端口 {{port}} 有应答（防火墙仍可能拦住手机，见下文）。',
      silent: '即使从本机访问，{{address}} 的端口 {{port}} 也没有应答：主机没有在该地址监听，或被安全软件拦截。',
    },
    otherAddresses: {
      some: '这台电脑还有 {{list}}：如果手机在那个网络上，请在大厅里选择该地址。',
    },
    guest: {
      name: 'Wi-Fi “{{name}}” 看起来是访客网络：访客网络会隔离设备（客户端隔离）。请改用主网络。',
      publicAddress: '地址 {{address}} 不是家庭网络地址：这可能是会隔离设备的热点或访客网络。',
      isolated: '网络给 {{address}} 分配的是单地址掩码：设备很可能被相互隔离（客户端隔离）。',
      unknown: '没有发现访客网络的迹象。如果手机仍然连不上，路由器可能开启了设备隔离（客户端/AP 隔离）：请关闭它，或改用主网络。',
    },
    firewall: {
      win32: 'Windows：设置 → 隐私和安全性 → Windows 安全中心 → 防火墙和网络保护 → 允许应用通过防火墙 → 为 Nightfall（浏览器模式下为 Node.js）勾选“专用”。并在该 Wi-Fi 的属性中把网络设为“专用”。',
      darwin: 'macOS：系统设置 → 网络 → 防火墙 → 选项 → 允许 Nightfall（浏览器模式下为 node）接受传入连接。',
      linux: 'Linux：如果运行了防火墙，请开放 TCP 端口 {{port}}（ufw：sudo ufw allow {{port}}/tcp；firewalld：sudo firewall-cmd --add-port={{port}}/tcp）。',
      other: '请在这台电脑的防火墙中允许 TCP 端口 {{port}} 的传入连接。',
    },
  },
};
